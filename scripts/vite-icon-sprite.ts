/**
 * Vite plugin: turns the icon map (app/content/icons.ts, lucide components keyed by name) into
 * one static SVG sprite, so icons cost no JavaScript. <Icon> renders `<use href="#icon-{name}">`:
 * each prerendered page carries the symbols it uses inline (scripts/page-sprite.ts fills them in
 * at build end), and after hydration `lib/icon-sprite.ts` adds the rest from the sprite file,
 * whose hashed URL is `import spriteUrl from "virtual:icon-sprite"` (decision 0040).
 * `import paths from "virtual:icon-paths"` gives the path data of the few icons drawn inline
 * instead (`inlinePathIcons`): a star rating is one `<path>`, not a `<use>` per star. A module of
 * its own, so only the chunks that draw one carry it, not every page's icon chunk.
 */
import { createHash } from "node:crypto";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

import { optimizeSvg } from "./svg.ts";

const VIRTUAL_ID = "virtual:icon-sprite";
const RESOLVED_ID = "\0virtual:icon-sprite";
const PATHS_ID = "virtual:icon-paths";
const RESOLVED_PATHS_ID = "\0virtual:icon-paths";

type IconMap = Record<string, Parameters<typeof createElement>[0]>;

/** A symbol's id is its icon's name after this prefix: page ids cannot collide with icon names. */
export const symbolIdPrefix = "icon-";

/** One <symbol> per icon, holding the icon's paths without presentation attributes. */
export function buildSprite(icons: IconMap): string {
  const symbols = Object.entries(icons)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, component]) => {
      const markup = renderToStaticMarkup(createElement(component));
      const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1] ?? "";
      return `<symbol id="${symbolIdPrefix}${name}" viewBox="0 0 24 24">${inner}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/** Icons whose path data ships in JavaScript (a few hundred bytes each; see `Stars`). */
export const inlinePathIcons = ["star"] as const;

/** The `d` of an icon drawn as a single path; throws for any other shape. */
export function iconPathData(icons: IconMap, name: string): string {
  const component = icons[name];
  if (!component) throw new Error(`no icon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1] ?? "";
  const match = /^<path d="([^"]+)"[^>]*\/?>(?:<\/path>)?$/.exec(inner.trim());
  if (!match) throw new Error(`icon ${name} is not a single path: ${inner}`);
  return match[1]!;
}

export function iconSpritePlugin(loadIcons: () => Promise<IconMap>): Plugin {
  let sprite: { source: string; fileName: string } | undefined;
  async function getSprite() {
    if (!sprite) {
      const source = optimizeSvg(buildSprite(await loadIcons()));
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
      sprite = { source, fileName: `assets/icons-${hash}.svg` };
    }
    return sprite;
  }
  return {
    name: "site-icon-sprite",
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id === PATHS_ID ? RESOLVED_PATHS_ID : null;
    },
    async load(id) {
      if (id === RESOLVED_PATHS_ID) {
        const icons = await loadIcons();
        const paths = Object.fromEntries(inlinePathIcons.map((n) => [n, iconPathData(icons, n)]));
        return `export default ${JSON.stringify(paths)};`;
      }
      if (id !== RESOLVED_ID) return null;
      const { fileName } = await getSprite();
      return `export default ${JSON.stringify(`/${fileName}`)};\nexport const symbolIdPrefix = ${JSON.stringify(symbolIdPrefix)};`;
    },
    async generateBundle() {
      if (this.environment?.name && this.environment.name !== "client") return;
      const { source, fileName } = await getSprite();
      this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const { source, fileName } = await getSprite();
        if (req.url?.split("?")[0] !== `/${fileName}`) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(source);
      });
    },
  };
}
