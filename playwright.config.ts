import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, findChromium } from "./scripts/chromium-path.mjs";

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
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
