import { describe, expect, it } from "vitest";

import { depsToPreload } from "./vite-preload-deps.ts";

// Chunk file name → its static imports, as the bundle has them.
const imports = new Map<string, string[]>([
  ["assets/route.js", ["assets/shell.js", "assets/seo.js"]],
  ["assets/shell.js", ["assets/runtime.js"]],
  ["assets/section.js", ["assets/shell.js", "assets/card.js", "assets/seo.js"]],
  ["assets/card.js", ["assets/shell.js"]],
]);
// What Vite lists for `import("./section.js")` in route.js: the chunk and all it reaches.
const listed = [
  "assets/section.js",
  "assets/shell.js",
  "assets/runtime.js",
  "assets/card.js",
  "assets/seo.js",
];

describe("preload lists", () => {
  it("keep only the imported chunk's imports that the importing chunk has not loaded", () => {
    const js = { hostId: "assets/route.js", hostType: "js" } as const;
    expect(depsToPreload(imports, "assets/section.js", listed, js)).toEqual(["assets/card.js"]);
  });

  it("keep everything for an HTML entry, which has loaded nothing", () => {
    const html = { hostId: "index.html", hostType: "html" } as const;
    expect(depsToPreload(imports, "assets/section.js", listed, html)).toEqual(listed);
  });

  it("keep what an unknown host cannot have loaded, and drop the imported chunk", () => {
    const js = { hostId: "assets/other.js", hostType: "js" } as const;
    expect(depsToPreload(imports, "assets/section.js", listed, js)).toEqual(listed.slice(1));
  });
});
