// `npm run bench`: build the site, serve it as a static host would, run Lighthouse on every route
// and check the medians against the budgets. Prints one table and exits 1 if a figure is over.
// Options: --routes /,/contact  --runs 3  --no-build  --port 4390  --json bench-results/latest.json
// --devtools: the browser applies the mobile network and CPU throttling itself (Lighthouse's
// "devtools" method), instead of Lighthouse simulating it; slower, and what a visitor's browser
// does (docs/decisions/0086-frameworks-as-they-ship.md).
// BUILD_DIR=/other/build (with --no-build) measures another build.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, findChromium } from "./chromium-path.ts";
import { budgets as byteBudgets, measurePage } from "./route-bytes.ts";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const buildDir = process.env.BUILD_DIR ?? "build";
const runs = Number(opt("runs", 3));
const port = Number(opt("port", 4390));
const jsonOut = opt("json", "bench-results/latest.json");
const throttlingMethod = args.includes("--devtools") ? "devtools" : "simulate";

const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0.01,
  jsBytes: byteBudgets.jsBytes,
  cssBytes: byteBudgets.cssBytes,
};

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The build writes the list of prerendered pages to route-index.json.
const routes = opt("routes")
  ? opt("routes").split(",")
  : JSON.parse(readFileSync(join(buildDir, "route-index.json"), "utf8")).pages;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const chromePath = findChromium({ install: true });

/** One Lighthouse run in a fresh browser (default config: the mobile preset). */
async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod,
      // The booking embed's host: pages must score without it, so it is never loaded.
      blockedUrlPatterns: ["*cal.com*"],
    });
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      // Which pass/fail audits failed: why a score below 100 is below.
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === "binary" && a.score !== null && a.score < 1)
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

// Lighthouse sometimes records no trace and reports NaN timings. That is a failed measurement,
// not a figure, so try again (twice at most).
async function measureOnce(url) {
  let run = await lighthouseOnce(url);
  for (let retry = 0; retry < 2 && !Number.isFinite(run.lcpMs); retry++)
    run = await lighthouseOnce(url);
  return run;
}

const server = spawn("node", ["scripts/serve.mjs"], {
  // Compress every file before listening, as a CDN serves stored files, so no run waits on it.
  env: { ...process.env, PORT: String(port), PRECOMPRESS: "1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));

const rows = [];
try {
  for (const route of routes) {
    const raw = [];
    for (let i = 0; i < runs; i++) {
      raw.push(await measureOnce(`http://localhost:${port}${route}`));
      process.stderr.write(`${route}: run ${i + 1}/${runs}\n`);
    }
    const row = { route };
    for (const key of Object.keys(raw[0]).filter((k) => k !== "failedAudits"))
      row[key] = median(raw.map((r) => r[key]));
    const { jsBytes, cssBytes } = measurePage(join(buildDir, "client"), route);
    rows.push({ ...row, jsBytes, cssBytes, runs: raw });
  }
} finally {
  server.kill();
}

// Write the figures before formatting them, so a report bug never loses a run.
mkdirSync(dirname(jsonOut), { recursive: true });
writeFileSync(
  jsonOut,
  JSON.stringify({ runsPerRoute: runs, budgets, routes: rows }, null, 2) + "\n",
);

// Each column: its title, the figure, how to print it and the budget it must meet (if any).
const columns = [
  ["perf", "performance", (v) => v, (v) => v >= budgets.performance],
  ["a11y", "accessibility", (v) => v, (v) => v >= budgets.accessibility],
  ["bp", "bestPractices", (v) => v, (v) => v >= budgets.bestPractices],
  ["seo", "seo", (v) => v, (v) => v >= budgets.seo],
  ["FCP ms", "fcpMs", Math.round, null],
  ["LCP ms", "lcpMs", Math.round, (v) => v <= budgets.lcpMs],
  ["TBT ms", "tbtMs", Math.round, (v) => v <= budgets.tbtMs],
  ["CLS", "cls", (v) => v.toFixed(3), (v) => v <= budgets.cls],
  ["JS KB", "jsBytes", (v) => (v / 1024).toFixed(1), (v) => v <= budgets.jsBytes],
  ["CSS KB", "cssBytes", (v) => (v / 1024).toFixed(1), (v) => v <= budgets.cssBytes],
];

const passing = [];
const table = [
  `| route | ${columns.map(([title]) => title).join(" | ")} |`,
  `|---|${columns.map(() => "---:|").join("")}`,
];
for (const row of rows) {
  const cells = columns.map(([, key, format, withinBudget]) => {
    const value = row[key];
    // A run that measured nothing (no number) counts as over budget.
    if (!Number.isFinite(value)) return withinBudget ? "— ✗" : "—";
    return !withinBudget || withinBudget(value) ? `${format(value)}` : `${format(value)} ✗`;
  });
  if (!cells.some((c) => c.endsWith("✗"))) passing.push(row.route);
  table.push(`| ${row.route} | ${cells.join(" | ")} |`);
}

const range = (key) => {
  const values = rows.map((r) => Math.round(r[key])).filter(Number.isFinite);
  return values.length ? `${Math.min(...values)}–${Math.max(...values)} ms` : "—";
};
const largestJs = rows.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a));
console.log(
  [
    "",
    ...table,
    "",
    `${passing.length}/${rows.length} routes within budget (median of ${runs}): ` +
      `LCP ${range("lcpMs")}, TBT ${range("tbtMs")}, ` +
      `largest JS ${(largestJs.jsBytes / 1024).toFixed(1)} KB (${largestJs.route}) ` +
      `of ${(budgets.jsBytes / 1024).toFixed(0)} KB. Figures in ${jsonOut}.`,
  ].join("\n"),
);
process.exit(passing.length === rows.length ? 0 : 1);
