// SVG kept small at build: every SVG the site ships goes through SVGO once.
//   - public/ images and the favicon: rewritten in the build output by postbuild;
//   - the icon sprite: optimized before it is hashed (scripts/vite-icon-sprite.ts);
//   - SVG content uploads inlined by the content step (scripts/content-load.ts).
// Sources stay hand-readable. SVGO 4's default preset keeps viewBox and <title>; ids and
// unreferenced <symbol>s are kept too, since a sprite's symbols and any `file.svg#id` are
// addressed from outside the file.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { optimize } from "svgo";

/** The SVG, minified: same picture, same title, same ids. */
export function optimizeSvg(source: string): string {
  return optimize(source, {
    multipass: true,
    plugins: [
      {
        name: "preset-default",
        params: { overrides: { cleanupIds: false, removeHiddenElems: false } },
      },
    ],
  }).data;
}

/**
 * A `data:` URL for an SVG, percent-encoding only what a URL or an HTML attribute cannot hold
 * as is (spaces may stay: the data: URL parser keeps them).
 */
export function svgDataUri(svg: string): string {
  return "data:image/svg+xml," + svg.trim().replace(/[%#<>"'&\t\n\r]/g, encodeURIComponent);
}

/** Every .svg file below `dir`, leaving out the folders named in `skip`. */
export function svgFilesBelow(dir: string, skip: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : svgFilesBelow(path, skip);
    return entry.name.endsWith(".svg") ? [path] : [];
  });
}

/**
 * Optimizes in place the SVGs copied from public/ into a build's client folder; returns the
 * bytes before and after. `assets/` is left alone: what Vite and our plugins emit there is
 * optimized before it is hashed, so rewriting it would be work done twice.
 */
export function optimizeSvgFiles(clientDir: string): {
  files: number;
  before: number;
  after: number;
} {
  const totals = { files: 0, before: 0, after: 0 };
  for (const path of svgFilesBelow(clientDir, ["assets"])) {
    const source = readFileSync(path, "utf8");
    const optimized = optimizeSvg(source);
    totals.files += 1;
    totals.before += Buffer.byteLength(source);
    totals.after += Buffer.byteLength(optimized);
    if (optimized !== source) writeFileSync(path, optimized);
  }
  return totals;
}
