/**
 * Vite plugin: `import uri from "./picture.svg?data-uri"` gives the SVG, minified by SVGO, as a
 * `data:` URL (`svgDataUri`), the same encoding the content loader gives inlined portraits. For
 * a picture the first screen waits for: it then needs no request of its own. Vite's own
 * `?inline` rewrites the quotes, so the result would no longer be SVGO's output.
 *
 * That is what the prerender gets, and so what the page's HTML holds. The browser build gets the
 * picture's file address marked `#inline-svg` instead (`components/ui/img.tsx`): a page loaded
 * from its HTML reads the drawing back from it (`lib/adopted-html`), a page the browser renders
 * shows the file. The drawing then ships once, in the HTML, not again in the page's script.
 */
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";

import type { Plugin } from "vite";

import { optimizeSvg, svgDataUri } from "./svg.ts";

/** The import suffix this plugin (and the browser tests' Node hooks) turn into a `data:` URL. */
export const SVG_DATA_URI_SUFFIX = ".svg?data-uri";

/** What marks a picture's file address as the stand-in for its inlined drawing, in the browser build. */
export const INLINE_SVG_MARK = "#inline-svg";

export function svgDataUriPlugin(): Plugin {
  let publicDir = "";
  let browserBuild = false;
  return {
    name: "site-svg-data-uri",
    enforce: "pre",
    configResolved(config) {
      publicDir = config.publicDir;
      browserBuild = config.command === "build";
    },
    load(id, options) {
      if (!id.endsWith(SVG_DATA_URI_SUFFIX)) return null;
      const file = id.slice(0, -"?data-uri".length);
      this.addWatchFile(file);
      if (!browserBuild || options?.ssr) return svgDataUriModule(file);
      const inPublic = relative(publicDir, file);
      if (inPublic.startsWith("..") || inPublic === file)
        return `import url from ${JSON.stringify(`${file}?url`)};\nexport default url + ${JSON.stringify(INLINE_SVG_MARK)};`;
      return `export default ${JSON.stringify(`/${inPublic.split(sep).join("/")}${INLINE_SVG_MARK}`)};`;
    },
  };
}

/** The module a `picture.svg?data-uri` import becomes, for Vite and for the browser tests' Node hooks. */
export function svgDataUriModule(file: string): string {
  const uri = svgDataUri(optimizeSvg(readFileSync(file, "utf8")));
  return `export default ${JSON.stringify(uri)};`;
}
