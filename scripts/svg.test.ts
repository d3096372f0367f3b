import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { optimizeSvg, svgDataUri, svgFilesBelow } from "./svg.ts";
import { buildSprite, iconPathData, inlinePathIcons } from "./vite-icon-sprite";
import { icons } from "../app/content/icons";

describe("optimizeSvg", () => {
  const files = [...svgFilesBelow("public"), ...svgFilesBelow("app/assets")];

  it("shrinks every SVG the site ships and keeps its title, viewBox and size", () => {
    expect(files.length).toBeGreaterThan(15);
    let before = 0;
    let after = 0;
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const optimized = optimizeSvg(source);
      before += source.length;
      after += optimized.length;
      expect(optimized.length, file).toBeLessThanOrEqual(source.length);
      for (const attr of ["viewBox", "width", "height"]) {
        const value = new RegExp(`<svg[^>]*\\s${attr}="([^"]+)"`).exec(source)?.[1];
        if (value) expect(optimized, `${file} ${attr}`).toContain(`${attr}="${value}"`);
      }
      const title = /<title>([^<]*)<\/title>/.exec(source)?.[1];
      if (title) expect(optimized, file).toContain(`<title>${title}</title>`);
      // Nothing left for a second pass.
      expect(optimizeSvg(optimized), file).toBe(optimized);
    }
    expect(after).toBeLessThan(before * 0.95);
  });

  it("keeps every symbol of the icon sprite, addressable by id", () => {
    const sprite = buildSprite(icons);
    const optimized = optimizeSvg(sprite);
    const ids = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(optimized)).toEqual(ids(sprite));
    expect(ids(sprite).length).toBeGreaterThan(20);
    expect(optimized.length).toBeLessThan(sprite.length);
  });
});

describe("iconPathData", () => {
  it("gives the one path of each icon drawn inline, and refuses an icon of several shapes", () => {
    for (const name of inlinePathIcons) expect(iconPathData(icons, name)).toMatch(/^M[\d.]/);
    expect(() => iconPathData(icons, "target")).toThrow(/not a single path/);
    expect(() => iconPathData(icons, "no-such-icon")).toThrow(/no icon named/);
  });
});

describe("svgDataUri", () => {
  it("round-trips the SVG and holds nothing that ends an attribute or a URL early", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><title>Q&amp;A: "50%" #1 it's</title>\n<path d="M0 0"/></svg>`;
    const uri = svgDataUri(svg);
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    expect(uri.slice("data:image/svg+xml,".length)).not.toMatch(/["<>#&\n]/);
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(svg);
  });
});
