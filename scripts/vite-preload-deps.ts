// What Vite preloads for a dynamic import: only the chunks that are not already there (issue 18,
// decision 0048).
//
// For every `import()` Vite lists the imported chunk and every chunk it reaches through static
// imports, and its preload helper appends a `<link rel="modulepreload">` to the head for each one
// that has no link yet before calling `import()`. Two kinds of entries in those lists never
// needed a link:
// - the imported chunk itself: `import()` requests it at once anyway;
// - what the importing chunk reaches through static imports (the shell, the bundler's runtime,
//   a section shared with the route): it was loaded, and run, before the `import()` could be
//   reached. The helper finds each in the head and appends nothing, but resolves its URL first.
// A lazy section's start appended 17 links on a detail page, each 0.1–4.9 ms of main-thread time
// at 1× while the page hydrates (decision 0048). Dropping both kinds keeps every link that starts
// a download sooner than the import would: the imported chunk's own imports, fetched in
// parallel with it instead of after it. Since decision 0081 the app's own helper appends those
// links, one per task, and imports after the last (app/lib/chunk-preload.ts).
import type { Plugin } from "vite";

import { staticClosure } from "./vite-shell-chunk.ts";

type Context = { hostId: string; hostType: "html" | "js" };

/**
 * `deps` without `filename` and without what `imports` (chunk file name → its static imports'
 * file names) reaches from `hostId`, the chunk that holds the `import()`.
 */
export function depsToPreload(
  imports: ReadonlyMap<string, readonly string[]>,
  filename: string,
  deps: readonly string[],
  { hostId, hostType }: Context,
): string[] {
  if (hostType !== "js") return [...deps];
  const loaded = staticClosure((id) => ({ importedIds: imports.get(id) ?? [] }), [hostId]);
  loaded.add(filename);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The plugin records each client chunk's static imports; `resolveDependencies` (for
 * `build.modulePreload`) reads them when Vite writes the preload lists.
 */
export function preloadDeps() {
  const imports = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: "tideline:preload-deps",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Before Vite's own `generateBundle` writes the lists: the file names are final by then
    // (while chunks render they still hold hash placeholders).
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk") imports.set(chunk.fileName, chunk.imports);
      },
    },
  };
  return {
    plugin,
    resolveDependencies: (filename: string, deps: string[], context: Context) =>
      depsToPreload(imports, filename, deps, context),
  };
}
