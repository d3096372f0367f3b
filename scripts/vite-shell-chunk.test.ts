import { describe, expect, it } from "vitest";

import { shellModules, staticClosure } from "./vite-shell-chunk.ts";

// A module graph: id → static imports. "lazy" is only imported dynamically (by the root).
const graph: Record<string, string[]> = {
  entry: ["react"],
  root: ["layout-ui", "react"],
  "layout-ui": ["icon"],
  "page-a": ["section", "card", "react"],
  "page-b": ["section", "react"],
  section: ["icon"],
  card: [],
  icon: [],
  react: [],
  lazy: ["card"],
};
const dynamic: Record<string, string[]> = { root: ["lazy"] };
// As the bundler's module info has them: static and dynamic imports in separate lists.
const get = (id: string) =>
  id in graph ? { importedIds: graph[id]!, dynamicallyImportedIds: dynamic[id] ?? [] } : null;

describe("shell chunk", () => {
  it("follows static imports only, once each", () => {
    expect([...staticClosure(get, ["root"])].sort()).toEqual([
      "icon",
      "layout-ui",
      "react",
      "root",
    ]);
  });

  it("holds what the always-loaded modules reach and what every page reaches, nothing else", () => {
    const shell = shellModules(get, "entry", ["root"], ["page-a", "page-b"]);
    expect([...shell].sort()).toEqual(["icon", "layout-ui", "react", "root", "section"]);
    // The entry's imports join, the entry does not: it hydrates at its top level.
    expect(shell.has("entry")).toBe(false);
    // Used by one page only, or loaded lazily: left to the bundler's own chunks.
    expect(shell.has("card")).toBe(false);
    expect(shell.has("lazy")).toBe(false);
    expect(shell.has("page-a")).toBe(false);
  });
});
