// Node module hooks for the browser tests: a spec that imports a content record reaches its
// `picture.svg?data-uri` imports, which Vite turns into a `data:` URL at build
// (scripts/vite-svg-data-uri.ts). Playwright loads specs with Node, not Vite, so the same
// transform is registered here (playwright.config.ts) for the runner and every worker.
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

import {
  SVG_DATA_URI_SUFFIX as SUFFIX,
  svgDataUriModule,
} from "../../scripts/vite-svg-data-uri.ts";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!specifier.endsWith(SUFFIX)) return nextResolve(specifier, context);
    return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
  },
  load(url, context, nextLoad) {
    if (!url.endsWith(SUFFIX)) return nextLoad(url, context);
    const file = fileURLToPath(url.slice(0, -"?data-uri".length));
    return { format: "module", source: svgDataUriModule(file), shortCircuit: true };
  },
});
