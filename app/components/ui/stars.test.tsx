import { render, screen } from "@testing-library/react";
import paths from "virtual:icon-paths";
import { describe, expect, it } from "vitest";

import { Stars, shiftPath } from "./stars";

describe("Stars", () => {
  it("is one named image drawn as one path, a star per point in its own 24-unit cell with the gap between", () => {
    render(<Stars count={4} label="4 out of 5 stars" size={16} gap={2} />);
    const img = screen.getByRole("img", { name: "4 out of 5 stars" });
    expect(img.tagName).toBe("svg");
    // No <use>: each would copy the star into its own shadow tree for the browser to lay out.
    expect(img.querySelectorAll("use, svg")).toHaveLength(0);
    const drawn = img.querySelectorAll("path");
    expect(drawn).toHaveLength(1);
    const d = drawn[0]!.getAttribute("d")!;
    // 2 px at 16 px a star is 3 units of the 24-unit grid: the stars start 27 units apart.
    const starts = [...d.matchAll(/M([\d.]+)/g)].map((m) => Number(m[1]));
    const first = Number(/^M([\d.]+)/.exec(paths.star)![1]);
    expect(starts).toEqual([0, 27, 54, 81].map((dx) => Math.round((first + dx) * 1000) / 1000));
    expect(img.getAttribute("viewBox")).toBe("0 0 105 24");
    expect(img.getAttribute("width")).toBe("70");
    expect(img.getAttribute("height")).toBe("16");
  });
});

describe("shiftPath", () => {
  it("moves absolute M and L commands and leaves relative ones alone", () => {
    expect(shiftPath("M1 2l3 4L5.5 6a1 1 0 0 1 2 0z", 10)).toBe("M11 2l3 4L15.5 6a1 1 0 0 1 2 0z");
  });

  it("refuses an absolute command it cannot move", () => {
    expect(() => shiftPath("M1 2C3 4 5 6 7 8", 1)).toThrow(/absolute C/);
  });

  it("is given the icon set's star, one path of M, L and relative commands", () => {
    expect(paths.star).toMatch(/^M[\d.]+ [\d.]+a/);
    expect(() => shiftPath(paths.star, 24)).not.toThrow();
  });
});
