// @vitest-environment node
// The site uses React, React Router and Vite as they ship: public APIs only, so an upgrade of any
// of them is an upgrade, not an unpicking (docs/decisions/0086-frameworks-as-they-ship.md).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";

import viteConfig from "../vite.config.ts";
import adminConfig from "../vite.admin.config.ts";

const sourceFile = /\.(ts|tsx|mts|js|mjs|jsx)$/;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesBelow(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

/** The import and re-export statements of a module's source: what it names, and from where. */
function importsOf(source: string): { names: string[]; from: string }[] {
  const statements =
    /\b(?:import|export)\s+(?:type\s+)?([\s\S]*?)\s*from\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
  return [...source.matchAll(statements)].map((m) => ({
    names: (m[1] ?? "").match(/[\w$]+/g) ?? [],
    from: m[2] ?? m[3]!,
  }));
}

/** Names imported from a package that start with React Router's and React's "unsafe" prefix. */
export function unsafeImports(source: string): string[] {
  return importsOf(source).flatMap(({ names }) => names.filter((n) => n.startsWith("UNSAFE_")));
}

/** Imports that reach inside another package's build output (`pkg/dist/…`). */
export function distImports(source: string): string[] {
  return importsOf(source)
    .map(({ from }) => from)
    .filter(
      (from) => !from.startsWith(".") && !from.startsWith("~") && /(^|\/)dist(\/|$)/.test(from),
    );
}

/** A hook as Vite takes it: a function, or `{ filter, handler }`. */
type Hook = ((...args: never[]) => unknown) | { filter?: { id?: unknown }; handler: unknown };

function idFilterAccepts(filter: unknown, id: string): boolean {
  if (filter === undefined) return true;
  const patterns = (f: unknown): unknown[] => (f === undefined ? [] : Array.isArray(f) ? f : [f]);
  const test = (p: unknown) =>
    p instanceof RegExp
      ? p.test(id)
      : typeof p === "string"
        ? id.includes(p.replace(/\*/g, ""))
        : false;
  const spec = filter as { include?: unknown; exclude?: unknown } | RegExp | string;
  if (spec instanceof RegExp || typeof spec === "string" || Array.isArray(spec))
    return patterns(spec).some(test);
  const include = patterns(spec.include);
  if (include.length && !include.some(test)) return false;
  return !patterns(spec.exclude).some(test);
}

async function callHook(hook: Hook | undefined, id: string, args: unknown[]): Promise<unknown> {
  if (!hook) return null;
  const run = typeof hook === "function" ? hook : hook.handler;
  if (typeof hook !== "function" && !idFilterAccepts(hook.filter?.id, id)) return null;
  const context = { addWatchFile() {}, error: (e: unknown) => Promise.reject(e), warn() {} };
  return (run as (...a: unknown[]) => unknown).apply(context, args);
}

/** Module ids of other packages, as Vite hands them to plugins: files and virtual helpers. */
const packageIds = [
  "/work/app/node_modules/react-dom/cjs/react-dom-client.production.js",
  "/work/app/node_modules/react-router/dist/production/index.mjs",
  "/work/app/node_modules/tailwindcss/index.css",
  "\0vite/preload-helper.js",
];

/** What the plugin does with other packages' modules: it must leave every one alone. */
export async function touchesOtherPackages(plugin: Plugin): Promise<string[]> {
  const touched: string[] = [];
  for (const id of packageIds) {
    const code = "export default 1;";
    const results = [
      await callHook(plugin.resolveId as Hook, id, [id, undefined, {}]),
      await callHook(plugin.load as Hook, id, [id, {}]),
      await callHook(plugin.transform as Hook, id, [code, id, {}]),
    ];
    if (results.some((r) => r !== null && r !== undefined)) touched.push(id);
  }
  return touched;
}

/** The site's own plugins in a config (the packages' plugins are theirs to ship). */
function ownPlugins(config: { plugins?: unknown[] }): Plugin[] {
  return (config.plugins ?? [])
    .flat(Infinity as 1)
    .filter((p): p is Plugin => typeof p === "object" && p !== null && "name" in p)
    .filter((p) => !p.name.startsWith("@tailwindcss/") && !p.name.startsWith("react-router"));
}

describe("the frameworks as they ship", () => {
  const files = [...filesBelow("app"), ...filesBelow("scripts")];

  it("no file under app/ or scripts/ imports an UNSAFE_ name", () => {
    expect(unsafeImports('import { UNSAFE_createRouter as x } from "react-router";')).toEqual([
      "UNSAFE_createRouter",
    ]);
    const found = files.flatMap((f) =>
      unsafeImports(readFileSync(f, "utf8")).map((n) => `${f}: ${n}`),
    );
    expect(found).toEqual([]);
  });

  it("no file imports from inside another package's dist/", () => {
    expect(distImports('import x from "react-router/dist/production/index.mjs";')).toHaveLength(1);
    const found = files.flatMap((f) =>
      distImports(readFileSync(f, "utf8")).map((i) => `${f}: ${i}`),
    );
    expect(found).toEqual([]);
  });

  it("no Vite plugin of the site's resolves, loads or transforms another package's module", async () => {
    const planted: Plugin = {
      name: "site-planted",
      transform: { filter: { id: /react-dom/ }, handler: (code: string) => code },
    };
    expect(await touchesOtherPackages(planted)).toHaveLength(1);
    const plugins = [...ownPlugins(viteConfig), ...ownPlugins(adminConfig)];
    expect(plugins.map((p) => p.name)).toContain("site-content");
    for (const plugin of plugins) {
      expect(plugin.name, "the site's plugins are named site-*").toMatch(/^site-/);
      expect(await touchesOtherPackages(plugin), plugin.name).toEqual([]);
    }
  });
});
