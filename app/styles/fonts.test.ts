import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import coreRanges from "~/assets/fonts/inter-core-ranges.json";

const css = readFileSync("app/styles/app.css", "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? "");
const rangeOf = (face: string) =>
  (face.match(/unicode-range:([^;]*);/)?.[1] ?? "").split(",").map((r) => r.trim());
const familyOf = (face: string) => face.match(/font-family:\s*"([^"]+)"/)?.[1];
/** Code points of a unicode-range list such as ["U+0020-007E", "U+00A9"]. */
const codePoints = (ranges: string[]) => {
  const out = new Set<number>();
  for (const r of ranges) {
    const [a, b = a] = r.replace(/U\+/g, "").split("-");
    for (let c = parseInt(a!, 16); c <= parseInt(b!, 16); c++) out.add(c);
  }
  return out;
};
// The Latin file's range as the installed Fontsource declares it.
const fontsourceFaces = [
  ...readFileSync("node_modules/@fontsource-variable/inter/index.css", "utf8").matchAll(
    /@font-face\s*{([^}]*)}/g,
  ),
].map((m) => m[1] ?? "");
const fontsourceLatin = codePoints(
  rangeOf(fontsourceFaces.find((f) => f.includes("inter-latin-wght-normal.woff2")) ?? ""),
);

describe("Inter core subset", () => {
  const interFaces = faces.filter((f) => familyOf(f) === "Inter Variable");
  const extended = faces.filter((f) => familyOf(f) === "Inter Extended");

  it("is the only face of the first family, so a first layout builds no face it has not loaded", () => {
    expect(interFaces).toHaveLength(1);
    expect(interFaces[0]).toContain("inter-core-wght.woff2");
    expect(css).toMatch(/--font-sans:\s*"Inter Variable",\s*"Inter Extended",\s*"Inter Fallback"/);
  });

  it("claims exactly the characters the subset file holds", () => {
    expect(rangeOf(interFaces[0]!)).toEqual(coreRanges);
  });

  it("leaves every other Latin character to Inter Extended, and none of its own", () => {
    const core = codePoints(coreRanges);
    const latinFace = extended.find((f) => f.includes("inter-latin-wght"))!;
    const rest = codePoints(rangeOf(latinFace));
    expect([...rest].filter((c) => core.has(c))).toEqual([]);
    expect(fontsourceLatin.size).toBeGreaterThan(200);
    const missing = [...fontsourceLatin].filter((c) => !core.has(c) && !rest.has(c));
    expect(missing.map((c) => c.toString(16))).toEqual([]);
    expect(extended.some((f) => f.includes("inter-latin-ext-wght"))).toBe(true);
  });
});
