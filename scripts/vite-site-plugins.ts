// The content, Markdown and icon-sprite plugins every build of the app needs: the
// site (vite.config.ts), the content editor (vite.admin.config.ts) and the unit tests
// (vitest.config.ts). One list, so a plugin added for the site reaches the editor's previews and
// the tests too.
import { contentPlugin } from "./vite-content.ts";
import { iconSpritePlugin } from "./vite-icon-sprite.ts";
import { markdownPlugin } from "./vite-markdown.ts";
import { svgDataUriPlugin } from "./vite-svg-data-uri.ts";

export function sitePlugins() {
  return [
    contentPlugin(),
    markdownPlugin(),
    iconSpritePlugin(async () => (await import("../app/content/icons.ts")).icons),
    svgDataUriPlugin(),
  ];
}
