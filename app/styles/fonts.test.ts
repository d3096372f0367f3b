import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import coreRanges from "~/assets/fonts/inter-core-ranges.json";

const css = readFileSync("app/styles/app.css", "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? "");
const rangeOf = (face: string) =>
  (face.match(/unicode-range:([^;]*);/)?.[1] ?? "").split(",").map((r) => r.trim());

describe("Inter core subset", () => {
  const interFaces = faces.filter((f) => f.includes('"Inter Variable"'));

  it("is the last Inter face, so the browser tries it first", () => {
    expect(interFaces.at(-1)).toContain("inter-core-wght.woff2");
  });

  it("claims exactly the characters the subset file holds", () => {
    expect(rangeOf(interFaces.at(-1)!)).toEqual(coreRanges);
  });
});
