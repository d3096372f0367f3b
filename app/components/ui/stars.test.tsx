import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Stars } from "./stars";

describe("Stars", () => {
  it("is one named image with a star per point, each in its own 24-unit cell with the gap between", () => {
    render(<Stars count={4} label="4 out of 5 stars" size={16} gap={2} />);
    const img = screen.getByRole("img", { name: "4 out of 5 stars" });
    const stars = img.querySelectorAll("use");
    expect(img.tagName).toBe("svg");
    expect(img.querySelectorAll("svg")).toHaveLength(0);
    expect(stars).toHaveLength(4);
    // 2 px at 16 px a star is 3 units of the 24-unit grid.
    expect([...stars].map((u) => u.getAttribute("x"))).toEqual(["0", "27", "54", "81"]);
    for (const u of stars) {
      expect(u.getAttribute("href")).toMatch(/#star$/);
      // Without a size, a <use> of a <symbol> fills the whole image and the stars overlap.
      expect(u.getAttribute("width")).toBe("24");
    }
    expect(img.getAttribute("viewBox")).toBe("0 0 105 24");
    expect(img.getAttribute("width")).toBe("70");
    expect(img.getAttribute("height")).toBe("16");
  });
});
