/**
 * Vite plugin: `import portrait from "./x.svg?inline"` gives the SVG, optimized by SVGO, as a
 * `data:` URL (Vite's own `?inline` would embed the source as written). See scripts/svg.mjs.
 */
import { readFile } from "node:fs/promises";

import type { Plugin } from "vite";

import { optimizeSvg, svgDataUri } from "./svg.mjs";

export function svgInlinePlugin(): Plugin {
  return {
    name: "site-svg-inline",
    enforce: "pre",
    async load(id) {
      const [file = "", query] = id.split("?");
      if (!file.endsWith(".svg") || query !== "inline") return null;
      this.addWatchFile(file);
      const uri = svgDataUri(optimizeSvg(await readFile(file, "utf8")));
      return `export default ${JSON.stringify(uri)};`;
    },
  };
}
