import { defineConfig, mergeConfig } from "vitest/config";

import viteConfig from "./vite.config.ts";

// The site's Vite config (plugins, aliases) plus the test settings. vite.config.ts leaves the
// React Router plugin out under Vitest; the build date is pinned so date-dependent output is
// stable.
export default mergeConfig(
  viteConfig,
  defineConfig({
    define: { __BUILD_DATE__: JSON.stringify("2026-01-15T12:00:00.000Z") },
    test: {
      environment: "jsdom",
      include: [
        "app/**/*.test.{ts,tsx}",
        "scripts/**/*.test.{ts,mjs}",
        "admin/**/*.test.ts",
        "tests/*.test.ts",
      ],
      setupFiles: ["./app/test-setup.ts"],
      css: false,
    },
  }),
);
