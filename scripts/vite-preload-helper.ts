// The app's own preload helper in place of Vite's (app/lib/chunk-preload.ts, decision 0081).
//
// Vite compiles each dynamic `import()` to a call of `__vitePreload`, exported by the virtual
// module `\0vite/preload-helper.js`, and its build plugin loads that module's code. This plugin
// loads it first, as a re-export of the app's helper: a plugin's `load` runs before the ones of
// Vite's build plugins, and the first that returns code wins.
import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

const helper = fileURLToPath(new URL("../app/lib/chunk-preload.ts", import.meta.url));

export function preloadHelper(): Plugin {
  return {
    name: "tideline:preload-helper",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load: {
      // Only Vite's virtual module: the hook runs for no other id.
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => `export { __vitePreload } from ${JSON.stringify(helper)};`,
    },
  };
}
