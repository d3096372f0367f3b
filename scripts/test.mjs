// `npm test`: every check CI runs, in order, then one summary line.
// lint → typecheck → unit tests (Vitest) → production build → browser tests (Playwright on the
// built site; in CI through nginx). Ends with "N passed, M failed" summed over the unit and browser tests.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { findChromium } from "./chromium-path.ts";

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

// Browser tests. In CI (or with --nginx) they run against the build served by nginx with
// deploy/nginx.conf, after scripts/nginx-check.sh has checked every header and status: the whole
// suite then proves the deployment config too (CSP enforced, clean URLs, 404s). Elsewhere they
// run against scripts/serve.mjs, which applies the same generated _headers.
const viaNginx = Boolean(process.env.CI) || process.argv.includes("--nginx");
const pwJson = join(tmpdir(), `playwright-${process.pid}.json`);
if (built) {
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, CHROMIUM_PATH: chromium };
  if (viaNginx)
    run(
      "nginx deployment check and browser tests",
      "bash",
      ["scripts/nginx-check.sh", "tests/e2e", "--reporter=list,json"],
      env,
    );
  else run("browser tests", "npx", ["playwright", "test", "--reporter=list,json"], env);
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

// Supply chain: no high or critical advisory in the production dependencies. Fails on
// findings; if the registry's audit endpoint itself refuses (it answers 405 on some networks),
// says so and goes on, since that says nothing about the dependencies.
{
  console.log("\n▶ npm audit --omit=dev --audit-level=high");
  const a = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
  let report = {};
  try {
    report = JSON.parse(a.stdout || "{}");
  } catch {
    /* not JSON: treated as unavailable below */
  }
  const v = report.metadata?.vulnerabilities;
  if (v) {
    const serious = (v.high ?? 0) + (v.critical ?? 0);
    console.log(`npm audit: ${serious} high or critical finding(s) (${JSON.stringify(v)})`);
    if (serious) gates.push("npm audit");
  } else {
    console.log(
      `npm audit: not checked, the registry's audit endpoint answered: ${report.message ?? a.stderr.trim().split("\n").pop()}`,
    );
  }
}

if (gates.length) console.log(`\nFailed steps: ${gates.join(", ")}`);
const skipped = results.skipped ? `, ${results.skipped} skipped` : "";
console.log(`\n${results.passed} passed, ${results.failed} failed${skipped}`);
process.exit(gates.length || results.failed ? 1 : 0);
