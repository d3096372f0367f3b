import { describe, expect, it } from "vitest";

import { listForBundle } from "./vite-content";

const drawing = {
  src: "data:image/svg+xml,%3Csvg%3E%3C/svg%3E",
  alt: "A drawing",
  width: 640,
  height: 400,
  file: "/images/case-studies/a.svg",
};
const photo = { src: "/images/team/b.jpg", alt: "A photo", width: 400, height: 400 };

describe("listForBundle", () => {
  it("keeps an inlined drawing's data: URL where pages render from the module", () => {
    const [entry] = listForBundle([{ title: "A", image: drawing }], false);
    expect(entry!.image).toEqual({
      src: drawing.src,
      alt: "A drawing",
      width: 640,
      height: 400,
    });
  });

  it("gives the browser bundle the drawing's file, marked, and leaves other pictures alone", () => {
    const [a, b, c] = listForBundle(
      [{ title: "A", image: drawing }, { title: "B", image: photo }, { title: "C" }],
      true,
    );
    expect(a!.image).toEqual({
      src: "/images/case-studies/a.svg#inline-svg",
      alt: "A drawing",
      width: 640,
      height: 400,
    });
    expect(b!.image).toBe(photo);
    expect(c).toEqual({ title: "C" });
  });
});
