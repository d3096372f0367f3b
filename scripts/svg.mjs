// SVG kept small at build (issue 6): every SVG the site ships goes through SVGO once.
//   - public/ images and the favicon: rewritten in the build output by postbuild;
//   - the icon sprite: optimized before it is hashed (scripts/vite-icon-sprite.ts);
//   - `?inline` imports (team portraits): optimized into their data URI (svgInlinePlugin).
// Sources stay hand-readable. SVGO 4's default preset keeps viewBox and <title>; ids and
// unreferenced <symbol>s are kept too, since a sprite's symbols and any `file.svg#id` are
// addressed from outside the file.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { optimize } from "svgo";

/** The SVG, minified: same picture, same title, same ids. */
export function optimizeSvg(source) {
  return optimize(source, {
    multipass: true,
    plugins: [{ name: "preset-default", params: { overrides: { cleanupIds: false, removeHiddenElems: false } } }],
  }).data;
}

/**
 * A `data:` URL for an SVG, percent-encoding only what a URL or an HTML attribute cannot hold
 * as is (spaces may stay: the data: URL parser keeps them).
 */
export function svgDataUri(svg) {
  return "data:image/svg+xml," + svg.trim().replace(/[%#<>"'&\t\n\r]/g, encodeURIComponent);
}

/** Optimizes every .svg file below `dir` in place; returns bytes before and after. */
export function optimizeSvgFiles(dir) {
  const totals = { files: 0, before: 0, after: 0 };
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".svg")) {
        const source = readFileSync(path, "utf8");
        const optimized = optimizeSvg(source);
        totals.files += 1;
        totals.before += Buffer.byteLength(source);
        totals.after += Buffer.byteLength(optimized);
        if (optimized !== source) writeFileSync(path, optimized);
      }
    }
  };
  walk(dir);
  return totals;
}
