import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { sitePlugins } from "./scripts/vite-site-plugins.ts";

export default defineConfig({
  plugins: [...sitePlugins()],
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
