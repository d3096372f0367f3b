// First-load bytes per prerendered page: the JS an HTML page loads to hydrate (the modules its
// bootstrap script imports and everything they import statically) and its CSS (stylesheets
// and inline <style>), measured brotli-compressed (quality 11, as a CDN serves them).
// Used by the bench table and by the byte-budget test (tests/e2e/budgets.spec.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

// The budgets a visitor feels on a mid-range phone: the JavaScript a page needs before it
// responds, and the stylesheet inlined in every page.
export const budgets = { jsBytes: 120 * 1024, cssBytes: 12 * 1024 };

const cache = new Map<string, number>();
function brotliSize(file: string): number {
  if (!cache.has(file)) {
    const buf = readFileSync(file);
    cache.set(
      file,
      brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  }
  return cache.get(file)!;
}

export function htmlFileFor(clientDir: string, path: string): string {
  if (path === "/") return join(clientDir, "index.html");
  if (path.endsWith(".html")) return join(clientDir, path.slice(1));
  return join(clientDir, path.slice(1), "index.html");
}

/** Parse an HTML document's first-load assets and return their brotli sizes. */
export function measurePage(clientDir: string, path: string) {
  const file = htmlFileFor(clientDir, path);
  if (!existsSync(file)) throw new Error(`no prerendered HTML for ${path}`);
  const html = readFileSync(file, "utf8");
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\s+[^"']*?from\s*"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  // Static imports inside the chunks load with them; dynamic import() (lazy code) does not count.
  const queue = [...js];
  while (queue.length) {
    const href = queue.shift()!;
    const code = readFileSync(join(clientDir, href), "utf8");
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)) {
      const dep = new URL(m[1]!, `http://x${href}`).pathname;
      if (!js.has(dep)) {
        js.add(dep);
        queue.push(dep);
      }
    }
  }
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(m[1]!);
  const size = (set: Set<string>) =>
    [...set].reduce((sum, href) => sum + brotliSize(join(clientDir, href)), 0);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("");
  const inlineCssBytes = inlineCss
    ? brotliCompressSync(inlineCss, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    : 0;
  return {
    path,
    htmlBytes: brotliSize(file),
    jsBytes: size(js),
    cssBytes: size(css) + inlineCssBytes,
    jsFiles: [...js],
    cssFiles: [...css],
  };
}
