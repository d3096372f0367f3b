// The app's own preload helper in place of Vite's (app/lib/chunk-preload.ts, decision 0081).
//
// Vite compiles each dynamic `import()` to a call of `__vitePreload`, exported by the virtual
// module `\0vite/preload-helper.js`, and its build plugin loads that module's code. This plugin
// loads it first, as a re-export of the app's helper: a plugin's `load` runs before the ones of
// Vite's build plugins, and the first that returns code wins.
import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

export const preloadHelperId = "\0vite/preload-helper.js";
const helper = fileURLToPath(new URL("../app/lib/chunk-preload.ts", import.meta.url));

export function preloadHelper(): Plugin {
  return {
    name: "tideline:preload-helper",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) =>
        id === preloadHelperId ? `export { __vitePreload } from ${JSON.stringify(helper)};` : null,
    },
  };
}
