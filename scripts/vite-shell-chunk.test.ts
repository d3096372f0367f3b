import { describe, expect, it } from "vitest";

import { shellModules, staticClosure } from "./vite-shell-chunk.ts";

// A module graph: id → static imports. "lazy" is only imported dynamically (by the root);
// "lazy-section" is a section page-b loads lazily.
const graph: Record<string, string[]> = {
  entry: ["react"],
  root: ["layout-ui", "react"],
  "layout-ui": ["icon"],
  "page-a": ["section", "card", "react"],
  "page-b": ["section", "react"],
  "lazy-section": ["card", "stars"],
  stars: [],
  section: ["icon"],
  card: [],
  icon: [],
  react: [],
  lazy: ["card"],
};
const dynamic: Record<string, string[]> = { root: ["lazy"], "page-b": ["lazy-section"] };
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

  it("follows dynamic imports too when asked", () => {
    expect([...staticClosure(get, ["page-b"], { lazy: true })].sort()).toEqual([
      "card",
      "icon",
      "lazy-section",
      "page-b",
      "react",
      "section",
      "stars",
    ]);
  });

  it("holds what the always-loaded modules reach and what every page reaches, nothing else", () => {
    const shell = shellModules(get, "entry", ["root"], ["page-a", "page-b"]);
    // "card": page-a imports it, page-b's lazy section does: every page loads it.
    expect([...shell].sort()).toEqual(["card", "icon", "layout-ui", "react", "root", "section"]);
    // The entry's imports join, the entry does not: it hydrates at its top level.
    expect(shell.has("entry")).toBe(false);
    // Used by one page only, or loaded lazily by an always-loaded module only: left to the
    // bundler's own chunks.
    expect(shell.has("stars")).toBe(false);
    expect(shell.has("lazy-section")).toBe(false);
    expect(shell.has("lazy")).toBe(false);
    expect(shell.has("page-a")).toBe(false);
  });
});
