/**
 * Vite plugin: `import uri from "./picture.svg?data-uri"` gives the SVG, minified by SVGO, as a
 * `data:` URL (`svgDataUri`), the same encoding the content loader gives inlined portraits. For
 * a picture the first screen waits for: it then needs no request of its own. Vite's own
 * `?inline` rewrites the quotes, so the result would no longer be SVGO's output.
 */
import { readFileSync } from "node:fs";

import type { Plugin } from "vite";

import { optimizeSvg, svgDataUri } from "./svg.ts";

/** The import suffix this plugin (and the browser tests' Node hooks) turn into a `data:` URL. */
export const SVG_DATA_URI_SUFFIX = ".svg?data-uri";

export function svgDataUriPlugin(): Plugin {
  return {
    name: "site-svg-data-uri",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(SVG_DATA_URI_SUFFIX)) return null;
      const file = id.slice(0, -"?data-uri".length);
      this.addWatchFile(file);
      return svgDataUriModule(file);
    },
  };
}

/** The module a `picture.svg?data-uri` import becomes, for Vite and for the browser tests' Node hooks. */
export function svgDataUriModule(file: string): string {
  const uri = svgDataUri(optimizeSvg(readFileSync(file, "utf8")));
  return `export default ${JSON.stringify(uri)};`;
}
