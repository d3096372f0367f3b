import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { allPages, prerenderPaths } from "./content/route-index";
import { expandPaths, notFoundRoute, pageRoutes } from "./route-table";
import routes from "./routes";

const appDir = import.meta.dirname;

type Config = { file: string; path?: string; index?: boolean; children?: Config[] };
const flatten = (list: Config[]): Config[] =>
  list.flatMap((r) => [r, ...flatten(r.children ?? [])]);

describe("one list of routes", () => {
  it("routes every entry of the table, and nothing else", () => {
    const routed = flatten(routes as Config[]).filter((r) => r.file.startsWith("routes/"));
    expect(routed.map((r) => r.file).sort()).toEqual(
      [...pageRoutes.map((r) => r.file), notFoundRoute.file].sort(),
    );
  });

  it("has a table entry for every route module in app/routes", () => {
    const modules = readdirSync(join(appDir, "routes"))
      .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
      .map((f) => `routes/${f}`);
    const inTable = new Set([...pageRoutes.map((r) => r.file), notFoundRoute.file]);
    for (const file of modules) expect(inTable, `${file} is not in route-table.ts`).toContain(file);
    for (const file of inTable) expect(existsSync(join(appDir, file)), file).toBe(true);
  });

  it("indexes one path per page, with every :slug pattern expanded", () => {
    const pages = allPages();
    expect(new Set(pages).size).toBe(pages.length);
    for (const path of pages) expect(path).toMatch(/^\/[a-z0-9/-]*$/);
    expect(pages).toContain("/automations/cash-flow-management");
    expect(pages).toContain("/services/ai-roadmap-development");
    expect(pages.filter((p) => p.startsWith("/blog/")).length).toBeGreaterThan(0);
    expect(prerenderPaths()).toEqual([...pages, notFoundRoute.prerenderAt]);
  });

  it("expands slugs from the table's own lists and the blog's", () => {
    expect(expandPaths(["a-post"])).toContain("/blog/a-post");
    expect(expandPaths([]).some((p) => p.startsWith("/blog/"))).toBe(false);
  });
});
