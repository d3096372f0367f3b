// `npm test`: every check CI runs, in order, then one summary line.
// lint → typecheck → unit tests (Vitest) → production build → browser tests (Playwright on the
// built site). Ends with "N passed, M failed" summed over the unit and browser tests.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { findChromium } from "./chromium-path.mjs";

const results = { passed: 0, failed: 0, skipped: 0 };
const gates = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = r.status === 0;
  if (!ok) gates.push(label);
  return ok;
}

// Make sure a browser exists before spending time on anything else.
const chromium = findChromium({ install: true });
console.log(`Chromium: ${chromium}`);

run("lint", "npx", ["eslint", "."]);
run("typecheck", "npm", ["run", "typecheck", "--silent"]);

const vitestJson = join(tmpdir(), `vitest-${process.pid}.json`);
run("unit tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, "utf8"));
  results.passed += v.numPassedTests;
  results.failed += v.numFailedTests;
  results.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  rmSync(vitestJson);
} else {
  results.failed += 1;
}

const built = run("build", "npm", ["run", "build", "--silent"]);

const pwJson = join(tmpdir(), `playwright-${process.pid}.json`);
if (built) {
  run("browser tests", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    CHROMIUM_PATH: chromium,
  });
  if (existsSync(pwJson)) {
    const { stats } = JSON.parse(readFileSync(pwJson, "utf8"));
    results.passed += stats.expected + stats.flaky;
    results.failed += stats.unexpected;
    results.skipped += stats.skipped;
    rmSync(pwJson);
  } else {
    results.failed += 1;
  }
} else {
  results.failed += 1;
}

// In CI (or with --nginx): serve the build through deploy/nginx.conf, check every header and
// status, and run browser checks of representative pages through it with the CSP enforced. (The
// full suite above already runs with the same generated headers, applied by scripts/serve.mjs.)
if (built && (process.env.CI || process.argv.includes("--nginx"))) {
  const nginxJson = join(tmpdir(), `playwright-nginx-${process.pid}.json`);
  const ok = run(
    "nginx deployment check",
    "bash",
    [
      "scripts/nginx-check.sh",
      "tests/e2e/every-route.spec.ts",
      "tests/e2e/website-development.spec.ts",
      "--project=desktop",
      // Representative pages of each kind: the full suite already ran with the same headers.
      "--grep",
      "route /$|route /services/website-development$|route /blog/ai-strategy-guide-for-small-business$|route /education$|route /company/careers$|successful submit",
      "--reporter=list,json",
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: nginxJson, CHROMIUM_PATH: chromium },
  );
  if (existsSync(nginxJson)) {
    const { stats } = JSON.parse(readFileSync(nginxJson, "utf8"));
    results.passed += stats.expected + stats.flaky;
    results.failed += stats.unexpected;
    rmSync(nginxJson);
  } else if (!ok) {
    results.failed += 1;
  }
}

if (gates.length) console.log(`\nFailed steps: ${gates.join(", ")}`);
const skipped = results.skipped ? `, ${results.skipped} skipped` : "";
console.log(`\n${results.passed} passed, ${results.failed} failed${skipped}`);
process.exit(gates.length || results.failed ? 1 : 0);
