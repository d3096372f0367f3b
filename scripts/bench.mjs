/* global document, location, MutationObserver */
// `npm run bench`: build, serve like a static host, and measure every route.
//   - Lighthouse (mobile preset, simulated throttling, Debian Chromium), N runs per route (default
//     3), median of each figure: performance, accessibility, best practices, SEO, FCP, LCP, TBT,
//     CLS, JS and total transferred bytes. The runs go round by round, every route once per
//     round, so one route's runs are a round apart (scripts/bench-order.ts, decision 0058).
//   - First-load JS and CSS per route in brotli bytes (scripts/route-bytes.ts).
//   - Where each route's TBT comes from: Lighthouse's own per-task blocking time, by kind of task
//     (scripts/tbt-sources.ts, decision 0053), and over all route runs the ten kinds of task that
//     blocked most, by kind and longest entry point (decision 0080).
//   - Client-side navigation: click to the new page's h1 on screen, for a few links.
//   - A control: the same Lighthouse runs on a page of one heading and one paragraph (no CSS, no
//     script; scripts/control-page.ts), before and after the routes. Its TBT is the browser's own
//     work: the navigation's commit creates the page's script context, with DevTools attached.
//     Lantern's simulated first paint does not wait for that task, and its simulation puts most
//     of the task after the first paint, so it counts (decision 0073 §2). This machine read
//     0–324 ms per run in sessions 59–60.
// Figures over budget are marked ✗ and make the command exit 1.
// Options: --routes /,/contact   --runs 3   --no-build   --json bench-results/latest.json
//   --tasks: the report lists every task that blocked in each run, with the JavaScript it ran
//   (its entry points: the function a timer, listener or message called, a module compiled or
//   evaluated, microtasks), so a run's TBT can be read task by task (decision 0072), and where
//   Lantern's simulation put it against the simulated first paint, which is the start of the
//   window TBT sums over (decision 0073).
//   --without-source-copy: Lighthouse's trace leaves out its three "rundown" categories, whose copy
//   of every script's source (v8-source-rundown) lengthens the module-evaluation task under
//   Lighthouse only (decision 0053). A diagnostic of what a visitor's browser does, not the
//   goal's setting: the report says so at the top.
//   --cpu-slowdown 6: Lighthouse's CPU slowdown instead of its default 4×. The 4× is meant for a
//   machine of benchmark index 1,500–2,000; the report says where this machine's index falls and
//   which slowdown stands for the same phone here (scripts/cpu-calibration.ts, decision 0056).
//   Runs at another slowdown compare only with runs at the same one; the goal's setting is 4×.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";

import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, findChromium } from "./chromium-path.ts";
import { serveControl } from "./control-page.ts";
import { budgets as byteBudgets, measurePage } from "./route-bytes.ts";
import { calibrationNote, defaultSlowdown } from "./cpu-calibration.ts";
import { blockingByEntryPoint, blockingSources, kinds } from "./tbt-sources.ts";
import { runOrder } from "./bench-order.ts";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const buildDir = process.env.BUILD_DIR ?? "build";
const runs = Number(opt("runs", 3));
const jsonOut = opt("json", "bench-results/latest.json");
const port = Number(opt("port", 4390));
const withoutSourceCopy = args.includes("--without-source-copy");
const listTasks = args.includes("--tasks");
const slowdownArg = opt("cpu-slowdown", null);
const askedSlowdown = slowdownArg === null ? null : Number(slowdownArg);
if (askedSlowdown !== null && !(askedSlowdown > 0)) {
  console.error(`bench: --cpu-slowdown needs a positive number, not ${slowdownArg}`);
  process.exit(2);
}
// The slowdown the runs used, as Lighthouse reports it (its default unless asked otherwise).
let cpuSlowdown = askedSlowdown ?? defaultSlowdown;
if (withoutSourceCopy) {
  const { default: Trace } = await import("lighthouse/core/gather/gatherers/trace.js");
  const categories = Trace.getDefaultTraceCategories.bind(Trace);
  Trace.getDefaultTraceCategories = () => categories().filter((c) => !/rundown/.test(c));
}
const base = `http://localhost:${port}`;

export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  jsBytes: byteBudgets.jsBytes,
  cssBytes: byteBudgets.cssBytes,
};

if (!args.includes("--no-build")) {
  const b = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
// The route index the build used (written by react-router.config.ts buildEnd).
const allPages = () => JSON.parse(readFileSync(join(buildDir, "route-index.json"), "utf8")).pages;

// Each route once: the runs are grouped by route (scripts/bench-order.ts).
const routes = [...new Set(opt("routes", "") ? opt("routes").split(",") : allPages())];

const server = spawn("node", ["scripts/serve.mjs"], {
  // Compressed before the first request, as a CDN serves them (scripts/serve.mjs).
  env: { ...process.env, PORT: String(port), PRECOMPRESS: "1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));

// The control page (scripts/control-page.ts), from this process, on the next port.
const control = serveControl(port + 1);
const controlUrl = `http://localhost:${port + 1}/`;

const chromePath = findChromium({ install: true });
// What ran the figures: they move with the browser's version and the machine's CPU, so the report
// names both and runs are compared with each other only when these match.
const browserVersion = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim();
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      ...chromiumArgs,
      "--user-data-dir=" + join("/tmp", `lh-${process.pid}-${Date.now()}`),
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The site must not need other hosts; block them so scores reflect that.
      blockedUrlPatterns: ["*cal.com*"],
      // Only when asked: by default Lighthouse's own setting applies, whatever it is.
      ...(askedSlowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: askedSlowdown } }),
    });
    const lhr = result.lhr;
    const slowdownUsed = lhr.configSettings.throttling?.cpuSlowdownMultiplier;
    if (askedSlowdown !== null && slowdownUsed !== askedSlowdown)
      throw new Error(
        `bench: Lighthouse ran at a CPU slowdown of ${slowdownUsed}, not ${askedSlowdown}`,
      );
    if (Number.isFinite(slowdownUsed)) cpuSlowdown = slowdownUsed;
    // Read from Lighthouse's internals: if a Lighthouse update changes them, the run still counts.
    const blocking = await blockingSources(result).catch((error) => {
      console.error(`bench: no blocking-time sources for ${url}: ${error.message}`);
      return null;
    });
    const items = lhr.audits["resource-summary"]?.details?.items ?? [];
    const bytesOf = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      fcpMs: lhr.audits["first-contentful-paint"].numericValue,
      lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
      tbtMs: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      // Lighthouse's own CPU speed reading for the run (higher is faster): two runs read alike
      // only on a machine of about the same speed (decision 0048).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      lhJsBytes: bytesOf("script"),
      lhTotalBytes: bytesOf("total"),
      sources: blocking?.sources ?? null,
      tasks: blocking?.tasks ?? null,
      simulatedFirstPaintMs: blocking?.simulatedFirstPaintMs ?? null,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

// A run that recorded no trace (Lighthouse reports NaN timings) is a measurement failure, not a
// figure: try again, twice at most, and keep the failure if it persists.
async function sampleOnce(url) {
  let sample = await lighthouseOnce(url);
  for (let retry = 0; retry < 2 && !Number.isFinite(sample.lcpMs); retry++)
    sample = await lighthouseOnce(url);
  return sample;
}
const controlTbt = [];
const controlSources = [];
const controlTasks = [];
const controlFirstPaint = [];
const measureControl = async () => {
  for (let i = 0; i < runs; i++) {
    const sample = await sampleOnce(controlUrl);
    controlTbt.push(Math.round(sample.tbtMs));
    controlSources.push(sample.sources);
    controlTasks.push(sample.tasks);
    controlFirstPaint.push(sample.simulatedFirstPaintMs);
  }
};
await measureControl();

const samplesOf = new Map(routes.map((route) => [route, []]));
for (const { route, round } of runOrder(routes, runs)) {
  samplesOf.get(route).push(await sampleOnce(base + route));
  process.stdout.write(`round ${round + 1}/${runs}: measured ${route}\n`);
}
const rows = [];
for (const route of routes) {
  const samples = samplesOf.get(route);
  const bytes = measurePage(join(buildDir, "client"), route);
  const row = { route };
  for (const key of Object.keys(samples[0])) {
    if (key === "failedAudits") row[key] = [...new Set(samples.flatMap((s) => s.failedAudits))];
    else if (["sources", "tasks", "simulatedFirstPaintMs"].includes(key))
      row[key] = samples.map((s) => s[key]);
    else row[key] = median(samples.map((s) => s[key]));
  }
  row.tbtRuns = samples.map((s) => Math.round(s.tbtMs));
  row.jsBytes = bytes.jsBytes;
  row.cssBytes = bytes.cssBytes;
  rows.push(row);
}
await measureControl();
control.close();

// Client-side navigation: time from the click to the new page's h1 being on screen.
const navPairs = [
  ["/", "Explore Automations", "/automations"],
  ["/automations", "Contact", "/contact"],
  ["/blog", null, "/blog/ai-strategy-guide-for-small-business"],
  ["/company", null, "/company/careers"],
];
const navRows = [];
{
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  for (const [from, , to] of navPairs) {
    if (!allPages().includes(from) || !allPages().includes(to)) continue;
    const times = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.route(
        (u) => !u.href.startsWith(base),
        (r) => r.abort(),
      );
      await page.goto(base + from, { waitUntil: "networkidle" });
      const link = page.locator(`main a[href="${to}"]:visible`).first();
      await link.scrollIntoViewIfNeeded();
      await link.hover(); // intent: prefetch starts here, as for a visitor
      await page.waitForTimeout(300);
      const ms = await page.evaluate(
        ({ to }) =>
          new Promise((resolve) => {
            const start = performance.now();
            const done = () => {
              const h1 = document.querySelector("h1");
              if (location.pathname === to && h1 && h1.getBoundingClientRect().height > 0) {
                resolve(performance.now() - start);
                return true;
              }
              return false;
            };
            new MutationObserver(() => done()).observe(document.body, {
              childList: true,
              subtree: true,
            });
            [...document.querySelectorAll(`main a[href="${to}"]`)]
              .find((a) => a.offsetParent)
              .click();
          }),
        { to },
      );
      times.push(ms);
      await page.close();
    }
    navRows.push({ from, to, medianMs: Math.round(median(times)) });
  }
  await browser.close();
}
server.kill();

// Raw figures first, so a formatting problem never loses a run.
mkdirSync(join(jsonOut, ".."), { recursive: true });
writeFileSync(
  jsonOut,
  JSON.stringify(
    {
      browserVersion,
      machine,
      runs,
      withoutSourceCopy,
      cpuSlowdown,
      budgets,
      rows,
      navRows,
      controlTbt,
      controlSources,
      controlTasks,
      controlSimulatedFirstPaintMs: controlFirstPaint,
    },
    null,
    2,
  ),
);

// Report.
const indexes = rows.map((r) => Math.round(r.benchmarkIndex)).filter(Number.isFinite);
function benchmarkSummary() {
  if (!indexes.length) return "not reported";
  return `${Math.min(...indexes)}–${Math.max(...indexes)}, median ${median(indexes)}`;
}
const mark = (ok) => (ok ? " " : "✗");
const kb = (n) => (Number.isFinite(n) ? (n / 1024).toFixed(1) : "—");
const fixed = (n, d) => (Number.isFinite(n) ? n.toFixed(d) : "—");
const lines = [];
if (withoutSourceCopy)
  lines.push(
    "Run with --without-source-copy: Lighthouse's trace left out its rundown categories, the copy of the script sources (decision 0053). Not the goal's setting; compare only with runs made the same way.",
    "",
  );
if (cpuSlowdown !== defaultSlowdown)
  lines.push(
    `Run with --cpu-slowdown ${cpuSlowdown}: Lighthouse's CPU slowdown was ${cpuSlowdown}×, not its default ${defaultSlowdown}× (decision 0056). Not the goal's setting; compare only with runs at the same slowdown.`,
    "",
  );
lines.push(
  "| route | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | TBT runs | CLS | LH JS KB | LH total KB | first-load JS KB br | CSS KB br |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
);
let over = 0;
for (const r of rows) {
  const checks = {
    performance: r.performance >= budgets.performance,
    accessibility: r.accessibility >= budgets.accessibility,
    bestPractices: r.bestPractices >= budgets.bestPractices,
    seo: r.seo >= budgets.seo,
    lcp: r.lcpMs <= budgets.lcpMs,
    tbt: r.tbtMs <= budgets.tbtMs,
    cls: Number.isFinite(r.cls) && r.cls <= budgets.cls,
    js: r.jsBytes <= budgets.jsBytes,
    css: r.cssBytes <= budgets.cssBytes,
  };
  over += Object.values(checks).filter((ok) => !ok).length;
  lines.push(
    `| ${r.route} | ${r.performance}${mark(checks.performance)} | ${r.accessibility}${mark(checks.accessibility)} | ${r.bestPractices}${mark(checks.bestPractices)} | ${r.seo}${mark(checks.seo)} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)}${mark(checks.lcp)} | ${Math.round(r.tbtMs)}${mark(checks.tbt)} | ${r.tbtRuns.join(" / ")} | ${fixed(r.cls, 3)}${mark(checks.cls)} | ${kb(r.lhJsBytes)} | ${kb(r.lhTotalBytes)} | ${kb(r.jsBytes)}${mark(checks.js)} | ${kb(r.cssBytes)}${mark(checks.css)} |`,
  );
}
lines.push(
  "",
  `Control page (one heading, one paragraph, no CSS or script), TBT per run before / after the routes: ${controlTbt.slice(0, runs).join(" / ")} · ${controlTbt.slice(runs).join(" / ")} ms.`,
  "",
  `Browser: ${browserVersion}. Machine: ${machine}. Lighthouse's CPU benchmark index (higher is faster), median per route: ${benchmarkSummary()}. ${calibrationNote(indexes.length ? median(indexes) : NaN, cpuSlowdown)}`,
);
// Where the blocking time comes from: each kind's median over the route's runs, and each kind's
// share of all runs together (scripts/tbt-sources.ts).
{
  const runsOf = (sources) => sources.filter(Boolean);
  const medianOf = (sources, kind) =>
    runsOf(sources).length ? median(runsOf(sources).map((s) => s[kind])) : "—";
  lines.push(
    "",
    "Where the TBT comes from: Lighthouse's own blocking time per task (pessimistic estimate), by kind of task, median of the runs (ms).",
    "",
    `| route | TBT ms | ${kinds.join(" | ")} |`,
    `|---|---|${kinds.map(() => "---|").join("")}`,
  );
  for (const r of rows)
    lines.push(
      `| ${r.route} | ${Math.round(r.tbtMs)} | ${kinds.map((k) => medianOf(r.sources, k)).join(" | ")} |`,
    );
  lines.push(
    `| control page | ${median(controlTbt)} | ${kinds.map((k) => medianOf(controlSources, k)).join(" | ")} |`,
  );
  const all = rows.flatMap((r) => runsOf(r.sources));
  const total = kinds.map((k) => all.reduce((sum, s) => sum + s[k], 0));
  const sum = total.reduce((a, b) => a + b, 0);
  if (sum)
    lines.push(
      "",
      `All ${all.length} route runs: ${kinds.map((k, i) => `${k} ${total[i]} ms (${Math.round((100 * total[i]) / sum)} %)`).join(", ")}.`,
    );
  // The same blocking time by what the tasks were, across every route: which few tasks it is
  // made of, whatever the route (scripts/tbt-sources.ts).
  const taskRuns = rows.flatMap((r) => r.tasks).filter(Boolean);
  const shares = blockingByEntryPoint(taskRuns);
  const impact = shares.reduce((a, s) => a + s.impactMs, 0);
  if (impact) {
    lines.push(
      "",
      `The ${Math.min(10, shares.length)} kinds of task that blocked most over all ${taskRuns.length} route runs: Lighthouse's blocking time summed by the task's kind and its longest entry point (chunk hashes, places in the chunk and route names left out). "First paint": the simulated first paint waited for these tasks (decision 0073).`,
      "",
      "| kind | longest entry point | first paint | tasks | blocking ms | share |",
      "|---|---|---|---|---|---|",
    );
    for (const s of shares.slice(0, 10))
      lines.push(
        `| ${s.kind} | ${s.entry} | ${s.forFirstPaint ? "yes" : ""} | ${s.tasks} | ${s.impactMs} | ${Math.round((100 * s.impactMs) / impact)} % |`,
      );
  }
}
// With --tasks: every task that blocked, run by run (scripts/tbt-sources.ts): when it started
// (ms from the navigation, as traced), its observed length, its blocking time in Lighthouse's
// simulation, its kind and the JavaScript it ran, then where Lantern's simulation put it against
// the simulated first paint (decision 0073). The JSON always has them.
if (listTasks) {
  lines.push(
    "",
    "Each task that blocked, run by run: start and observed length as traced (ms, 1× CPU), Lighthouse's blocking time for it (ms), its kind, and the JavaScript it ran, by entry point. Then, in brackets, where Lantern's simulation put it (ms), and \"first paint\" if the simulated first paint waited for it: a task counts only for its part after that first paint (decision 0073).",
  );
  const placed = (s) =>
    s ? ` [simulated ${s.startMs}–${s.endMs}${s.forFirstPaint ? ", first paint" : ""}]` : "";
  const runLines = (label, tbt, tasks, firstPaint) => {
    const paint = firstPaint == null ? "" : `, simulated first paint ${firstPaint} ms`;
    lines.push("", `${label}, TBT ${tbt} ms${paint}:`);
    if (!tasks) lines.push("- (no tasks read from this run)");
    else if (!tasks.length) lines.push("- no task blocked");
    for (const t of tasks ?? [])
      lines.push(
        `- @${t.startMs} ms, ${t.durationMs} ms → ${t.impactMs} ms, ${t.kind}${placed(t.simulated)}${t.entries.length ? `: ${t.entries.join("; ")}` : ""}`,
      );
  };
  for (const r of rows)
    r.tasks.forEach((tasks, i) =>
      runLines(`${r.route}, run ${i + 1}`, r.tbtRuns[i], tasks, r.simulatedFirstPaintMs[i]),
    );
  controlTasks.forEach((tasks, i) =>
    runLines(`control page, run ${i + 1}`, controlTbt[i], tasks, controlFirstPaint[i]),
  );
}
lines.push("", "| client-side navigation | median click → h1 on screen |", "|---|---|");
for (const n of navRows) lines.push(`| ${n.from} → ${n.to} | ${n.medianMs} ms |`);
lines.push(
  "",
  `Budgets: performance ≥ ${budgets.performance}, a11y/bp/SEO = 100, LCP ≤ ${budgets.lcpMs} ms, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, first-load JS ≤ ${kb(budgets.jsBytes)} KB br, CSS ≤ ${kb(budgets.cssBytes)} KB br. Lighthouse: mobile preset, median of ${runs}.`,
);
const failing = rows
  .filter((r) => r.failedAudits.length)
  .map((r) => `${r.route}: ${r.failedAudits.join(", ")}`);
if (failing.length) lines.push("", "Failed binary audits:", ...failing);
lines.push("", over ? `${over} figure(s) over budget` : "All figures within budget");
console.log(lines.join("\n"));
writeFileSync(jsonOut.replace(/\.json$/, ".md"), lines.join("\n") + "\n");
process.exit(over ? 1 : 0);
