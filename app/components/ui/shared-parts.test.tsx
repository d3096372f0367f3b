import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { IconList } from "./icon-list";
import { Img, InlineSvgImg } from "./img";
import { StatList } from "./stat-list";

const photo = { src: "/images/team/ana.webp", alt: "Ana at her desk", width: 640, height: 800 };

describe("InlineSvgImg", () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#fff"/></svg>';
  const drawing = {
    src: "data:image/svg+xml," + svg.replace(/[%#<>"'&]/g, encodeURIComponent),
    alt: "A white card",
    width: 4,
    height: 3,
  };

  it("draws an inlined SVG as markup, named by its alt text", () => {
    render(<InlineSvgImg image={drawing} />);
    const img = screen.getByRole("img", { name: "A white card" });
    expect(img.tagName).toBe("SPAN");
    expect(img.querySelector("svg > rect")).toHaveAttribute("fill", "#fff");
  });

  it("hides a decorative drawing from assistive technology", () => {
    const { container } = render(<Img image={drawing} decorative drawn />);
    const drawn = container.firstElementChild!;
    expect(drawn).toHaveAttribute("aria-hidden", "true");
    expect(drawn).toHaveAttribute("data-drawing");
    expect(drawn.querySelector("svg > rect")).not.toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("refuses an image that is a file", () => {
    expect(() => render(<InlineSvgImg image={photo} />)).toThrow(/not an inlined SVG/);
  });
});

describe("Img", () => {
  it("renders the record's size and alt, lazy by default", () => {
    render(<Img image={photo} />);
    const img = screen.getByRole("img", { name: "Ana at her desk" });
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "800");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("asks for the largest first-screen image early and at high priority", () => {
    render(<Img image={photo} priority="high" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("drops the alt text when the image is decorative where it is used", () => {
    const { container } = render(<Img image={photo} decorative />);
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("IconList", () => {
  it("is a list of the items, each after a decorative marker", () => {
    render(<IconList items={["One call", "Two weeks"]} icon="clock" aria-label="What happens" />);
    const list = screen.getByRole("list", { name: "What happens" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["One call", "Two weeks"]);
    for (const li of items) {
      const svg = li.querySelector("svg");
      expect(svg).toHaveAttribute("aria-hidden", "true");
      expect(svg?.querySelector("use")?.getAttribute("href")).toBe("#icon-clock");
    }
  });
});

describe("StatList", () => {
  it("pairs each figure with what it measures, label first for screen readers", () => {
    const { container } = render(
      <StatList
        stats={[
          { value: "38", unit: "%", label: "fewer hours on admin" },
          { value: "3×", label: "faster quotes" },
        ]}
      />,
    );
    const groups = container.querySelectorAll("dl > div");
    expect(groups).toHaveLength(2);
    const first = groups[0]!;
    expect(first.firstElementChild?.tagName).toBe("DT");
    expect(first.querySelector("dt")).toHaveTextContent("fewer hours on admin");
    expect(first.querySelector("dd")).toHaveTextContent("38%");
    expect(groups[1]!.querySelector("dd")).toHaveTextContent("3×");
  });
});
