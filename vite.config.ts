import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { shellChunk } from "./scripts/vite-shell-chunk.ts";
import { sitePlugins } from "./scripts/vite-site-plugins.ts";

export default defineConfig({
  // Vitest builds on this config (vitest.config.ts) without the React Router plugin, which
  // would try to build the whole app.
  plugins: [...sitePlugins(), tailwindcss(), ...(process.env.VITEST ? [] : [reactRouter()])],
  define: {
    // Prerendered HTML shows this date; the browser replaces it with today (hooks/use-today).
    __BUILD_DATE__: JSON.stringify(buildDate()),
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

/**
 * The date of the last commit (SOURCE_DATE_EPOCH if set, now outside a git checkout), so two
 * builds of one commit are byte-identical: with the clock, every build's shell, and so every
 * chunk's hash and every page's first-load bytes, came out different.
 */
function buildDate(): string {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch) return new Date(Number(epoch) * 1000).toISOString();
  try {
    const iso = execFileSync("git", ["log", "-1", "--format=%cI"], { encoding: "utf8" }).trim();
    if (iso) return new Date(iso).toISOString();
  } catch {
    // not a git checkout: fall through
  }
  return new Date().toISOString();
}
