import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

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
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: { __BUILD_DATE__: JSON.stringify("2026-01-15T12:00:00.000Z") },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "admin/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    css: false,
  },
});
