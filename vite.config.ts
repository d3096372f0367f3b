import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { contentPlugin } from "./scripts/vite-content.ts";
import { iconSpritePlugin } from "./scripts/vite-icon-sprite.ts";
import { markdownPlugin } from "./scripts/vite-markdown.ts";
import { svgInlinePlugin } from "./scripts/vite-svg-inline.ts";

export default defineConfig({
  plugins: [
    contentPlugin(),
    markdownPlugin(),
    svgInlinePlugin(),
    iconSpritePlugin(async () => (await import("./app/content/icons.ts")).icons),
    tailwindcss(),
    reactRouter(),
  ],
  define: {
    // Prerendered HTML shows the build date; the browser replaces it with today (hooks/use-today).
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Every font/image is a file of its own so it can be cached and preloaded.
    assetsInlineLimit: 0,
  },
});
