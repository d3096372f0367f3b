// `npm run test:e2e`: browser tests against the current build (run `npm run build` first).
import { spawnSync } from "node:child_process";

import { findChromium } from "./chromium-path.ts";

const chromium = findChromium({ install: true });
const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(r.status ?? 1);
