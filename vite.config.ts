import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { reactSentinelsPlugin } from "./scripts/vite-react-sentinels.ts";
import { routerDisplayNamesPlugin } from "./scripts/vite-router-display-names.ts";
import { shellChunk } from "./scripts/vite-shell-chunk.ts";
import { sitePlugins } from "./scripts/vite-site-plugins.ts";

export default defineConfig({
  // Vitest builds on this config (vitest.config.ts) without the React Router plugin, which
  // would try to build the whole app.
  plugins: [
    ...sitePlugins(),
    tailwindcss(),
    reactSentinelsPlugin(),
    routerDisplayNamesPlugin(),
    ...(process.env.VITEST ? [] : [reactRouter()]),
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
    // The code every page loads in one chunk instead of two dozen (scripts/vite-shell-chunk.ts).
    rolldownOptions: { output: { codeSplitting: shellChunk() } },
  },
});
