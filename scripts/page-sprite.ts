// Each prerendered page carries the icon symbols it uses (decision 0040).
//
// <Icon> renders `<use href="#icon-{name}">`, a reference within the page, and the root layout
// prerenders an empty `<svg data-icon-sprite>` as the body's first child (app/root.tsx). At build
// end this fills that element with the symbols of the icons the page's HTML names, taken from the
// sprite file the Vite build wrote (scripts/vite-icon-sprite.ts). So no page waits for the sprite
// file, and no browser builds a separate SVG document for it while the page loads; after
// hydration the browser adds the rest of the sprite for pages shown later (app/lib/icon-sprite.ts).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const PLACEHOLDER = /(<svg data-icon-sprite=""[^>]*>)(<\/svg>)/g;
const USE = /<use href="#([^"]+)"/g;

/** The sprite's symbols by id, each as its whole `<symbol>` element. */
export function symbolsOf(sprite: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const m of sprite.matchAll(/<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g))
    symbols.set(m[1]!, m[0]);
  return symbols;
}

/**
 * The page with its sprite placeholder holding the symbols its `<use>` elements name (in id
 * order; none if the page has no icon). Throws if the page has no placeholder, or names an icon
 * the sprite does not have: that icon would show nothing.
 */
export function fillPageSprite(html: string, symbols: Map<string, string>): string {
  const placeholders = html.match(PLACEHOLDER)?.length ?? 0;
  if (placeholders !== 1)
    throw new Error(`page-sprite: expected one <svg data-icon-sprite>, found ${placeholders}`);
  const used = [...new Set([...html.matchAll(USE)].map((m) => m[1]!))].sort();
  const missing = used.filter((id) => !symbols.has(id));
  if (missing.length) throw new Error(`page-sprite: no symbol for ${missing.join(", ")}`);
  const inner = used.map((id) => symbols.get(id)).join("");
  return html.replace(PLACEHOLDER, (_, open: string, close: string) => open + inner + close);
}

/** Fills every page's sprite from the build's sprite file; returns how many symbols went in. */
export function fillPageSprites(client: string, pages: string[]): { symbols: number } {
  const file = readdirSync(join(client, "assets")).find((f) => /^icons-[0-9a-f]+\.svg$/.test(f));
  if (!file) throw new Error("page-sprite: no icon sprite in assets/");
  const symbols = symbolsOf(readFileSync(join(client, "assets", file), "utf8"));
  let total = 0;
  for (const page of pages) {
    const html = fillPageSprite(readFileSync(page, "utf8"), symbols);
    total += html.match(/<symbol /g)?.length ?? 0;
    writeFileSync(page, html);
  }
  return { symbols: total };
}
