// One chunk for the code every page loads (decision 0002).
//
// Left to itself the bundler splits the code that route modules share into many small chunks
// that every page loads anyway, each compressed alone and listed again in React Router's manifest.
// The shell is what the client entry (not the entry itself), the root and the layout route import
// statically, plus what at least SHELL_SHARE of the page modules import statically: a module most
// pages use costs them more as a file of its own than its bytes cost the pages that don't use it.
// Code reached only through dynamic imports (the audit form, the footer, the toaster) stays out.
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
