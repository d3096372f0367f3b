// Node module hooks for the browser tests: a spec that imports a content record reaches its
// `picture.svg?data-uri` imports, which Vite turns into a `data:` URL at build
// (scripts/vite-svg-data-uri.ts). Playwright loads specs with Node, not Vite, so the same
// transform is registered here (playwright.config.ts) for the runner and every worker.
import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

import { optimizeSvg, svgDataUri } from "../../scripts/svg.ts";

const SUFFIX = ".svg?data-uri";

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!specifier.endsWith(SUFFIX)) return nextResolve(specifier, context);
    return { url: new URL(specifier, context.parentURL).href, shortCircuit: true };
  },
  load(url, context, nextLoad) {
    if (!url.endsWith(SUFFIX)) return nextLoad(url, context);
    const file = fileURLToPath(url.slice(0, -"?data-uri".length));
    const uri = svgDataUri(optimizeSvg(readFileSync(file, "utf8")));
    return {
      format: "module",
      source: `export default ${JSON.stringify(uri)};`,
      shortCircuit: true,
    };
  },
});
