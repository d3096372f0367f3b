// One chunk for the code every page loads (issue 18, decision 0027).
//
// Left to itself the bundler splits the modules that several route modules share into one chunk
// per set of importers: React and React Router, the root, the layout's header and menus, the
// icon, the logo, the link helpers, the Section wrapper each became a file of their own, 24–35
// files per page. Every page loads all of them, so the split buys nothing: each file is
// compressed on its own (no shared dictionary), carries its own import and export lists, and is
// one more entry in every route's list in React Router's manifest. As one chunk the same code
// took the 47 pages' first-load JavaScript from 118.3–125.4 KB brotli (median 122.3) to
// 111.1–118.2 KB (median 115.0), 12–23 files a page.
//
// The shell is what the client entry (not the entry itself), the root and the layout route
// import statically, plus what most page modules import statically: at least SHELL_SHARE of the
// modules in app/routes/. A module most pages use costs them more as a file of its own (its
// import and export lists, its own compression window, one more manifest entry per route) than
// its bytes cost the pages that don't use it. At 60 %, seven small section and UI components
// joined (hero, CTA band, related pages, arrow link, card, CTA button, img) and each of the 47
// pages loaded 17–1,526 B less than with every page required (decision 0031); at 40 % the blog
// and legal pages loaded more. Once more sections became lazy (decision 0032) the arrow link
// fell under 60 % and became a file of its own on most pages: at 50 % the 47 pages load 10 KB
// less in all than at 60 %, and 5 KB less than at 55 %. Code loaded lazily (the audit form, the
// toaster, the analytics tracker, the booking embed, lazy sections) is reached only through
// dynamic imports, so it stays out.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

type ModuleInfo = { importedIds: readonly string[] } | null;
type GetModuleInfo = (id: string) => ModuleInfo;

/** Every module `start` reaches through static imports, `start` included. */
export function staticClosure(get: GetModuleInfo, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const dep of get(id)?.importedIds ?? []) queue.push(dep);
  }
  return seen;
}

/** The share of page modules that must reach a module for it to join the shell (see above). */
export const SHELL_SHARE = 0.5;

/**
 * The shell: what the always-loaded modules reach, plus what at least `share` of the pages reach
 * (page modules themselves stay out). `entry` (the client entry) is always loaded too but stays
 * out itself, only its imports join: it hydrates the page at its top level, so it must run when
 * React Router's bootstrap imports it, after setting the route modules, and not when a route
 * module that imports the shell is loaded.
 */
export function shellModules(
  get: GetModuleInfo,
  entry: string,
  always: readonly string[],
  pages: readonly string[],
  share = SHELL_SHARE,
): Set<string> {
  const shell = staticClosure(get, [entry, ...always]);
  const reached = new Map<string, number>();
  for (const page of pages)
    for (const id of staticClosure(get, [page])) reached.set(id, (reached.get(id) ?? 0) + 1);
  for (const [id, count] of reached)
    if (count >= share * pages.length && !pages.includes(id)) shell.add(id);
  shell.delete(entry);
  return shell;
}

/** The rolldown `codeSplitting` option that puts the shell in one chunk. */
export function shellChunk() {
  const app = fileURLToPath(new URL("../app/", import.meta.url));
  const entry = join(app, "entry.client.tsx");
  const always = [join(app, "root.tsx"), join(app, "components/layout/site-layout.tsx")];
  const pages = readdirSync(join(app, "routes"))
    .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
    .map((f) => join(app, "routes", f));
  let shell: Set<string> | undefined;
  return {
    groups: [
      {
        name(id: string, meta: { getModuleInfo: GetModuleInfo }) {
          shell ??= shellModules((x) => meta.getModuleInfo(x), entry, always, pages);
          return shell.has(id) ? "shell" : null;
        },
      },
    ],
  };
}
