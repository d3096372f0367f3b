import { describe, expect, it } from "vitest";

import { shellModules, staticClosure } from "./vite-shell-chunk.ts";

// A module graph: id → static imports. "lazy" is only imported dynamically (by the root).
const graph: Record<string, string[]> = {
  entry: ["react"],
  root: ["layout-ui", "react"],
  "layout-ui": ["icon"],
  "page-a": ["section", "card", "react"],
  "page-b": ["section", "react"],
  "page-c": ["react"],
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

  it("holds what the always-loaded modules reach and what most pages reach, nothing else", () => {
    // section: two pages of three; card: one of three (under SHELL_SHARE).
    const shell = shellModules(get, "entry", ["root"], ["page-a", "page-b", "page-c"]);
    expect([...shell].sort()).toEqual(["icon", "layout-ui", "react", "root", "section"]);
    // The entry's imports join, the entry does not: it hydrates at its top level.
    expect(shell.has("entry")).toBe(false);
    // Used by one page of three only, or loaded lazily: left to the bundler's own chunks.
    expect(shell.has("card")).toBe(false);
    expect(shell.has("lazy")).toBe(false);
    expect(shell.has("page-a")).toBe(false);
  });

  it("takes in what at least the given share of pages reach, never a page itself", () => {
    const pages = ["page-a", "page-b", "page-c"];
    const withC = (id: string) => (id === "page-c" ? { importedIds: ["card", "page-a"] } : get(id));
    // card: pages a and c (2 of 3); section: a, b and c through a (3 of 3).
    expect(shellModules(withC, "entry", ["root"], pages, 1).has("card")).toBe(false);
    const shell = shellModules(withC, "entry", ["root"], pages, 0.6);
    expect(shell.has("card")).toBe(true);
    expect(shell.has("section")).toBe(true);
    // page-a is reached by two of three pages (itself and page-c) but is a page: it stays out.
    expect(shell.has("page-a")).toBe(false);
    expect(shell.has("lazy")).toBe(false);
  });
});
