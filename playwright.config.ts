import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, findChromium } from "./scripts/chromium-path.ts";
import "./tests/e2e/svg-data-uri-hooks.ts";

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers on the two-core CI machine: measured, four were slower than two.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_REPORTER ? [[process.env.PW_REPORTER]] : [["list"]],
  use: {
    baseURL,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "off",
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true },
      // Specs whose behaviour differs on a phone (layout, menus, forms, no-JS menu). Content
      // specs assert the same texts at any width and run on desktop only, and every-route checks
      // both widths in one page load: this keeps CI on a two-core machine under ten minutes.
      testMatch: [
        "layout.spec.ts",
        "home.spec.ts",
        "website-development.spec.ts",
        "resilience.spec.ts",
        "not-found.spec.ts",
      ],
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "node scripts/serve.mjs",
        env: { PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? "build" },
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 20_000,
      },
});
