// `npm run trace -- /path [/path …] [--cpu 4] [--min 40] [--no-build]`: where a page's main-thread
// time goes. Loads each page of the built site like a phone (412×823, CPU slowed down --cpu
// times, as Lighthouse's mobile preset assumes), waits for hydration, and lists every top-level
// main-thread task of at least --min ms: its start, its length, the browser work inside it
// (Layout, ParseHTML, EvaluateScript, …) and the JavaScript functions that took the most time in
// it (file:line:column in the built chunk, self time from a CPU profile). Total blocking time is
// the sum over tasks of (length − 50 ms), so the tasks listed here are where it comes from.
// Decision 0010 found the ICU cost this way. Then it reports how busy the main thread is while
// nothing happens, at the top, middle and bottom of the page (decision 0024 found frames drawn
// for waiting and off-screen animations this way). Timings move by ±30 % between runs: compare
// runs, not single numbers, and keep the machine otherwise idle. `--categories a,b` adds trace
// categories (more categories, more overhead: compare like with like); `--dump dir` writes each
// load's trace events and CPU profile to dir as JSON, for questions this summary does not answer.
// `--no-profile` leaves the CPU profiler off (no function names under the tasks): with it on, V8
// compiles a script that carries the compile hint on the main thread, in one long task, where a
// browser without DevTools compiles it while the file streams in (decision 0082).
import { spawn, spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";

import { chromium } from "@playwright/test";

import { chromiumArgs, findChromium } from "./chromium-path.ts";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const cpu = Number(opt("cpu", 4));
const minMs = Number(opt("min", 40));
const port = Number(opt("port", 4391));
const extraCategories = opt("categories", "").split(",").filter(Boolean);
const dumpDir = opt("dump", "");
const build = !args.includes("--no-build");
const profiling = !args.includes("--no-profile");
const paths = args.filter((a) => a.startsWith("/"));
if (!paths.length) {
  console.error(
    "usage: npm run trace -- /path [/path …] [--cpu 4] [--min 40] [--categories a,b] [--dump dir] [--no-profile] [--no-build]",
  );
  process.exit(2);
}

if (build) {
  const b = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const server = spawn("node", ["scripts/serve.mjs"], {
  // Compressed before the first request, as a CDN serves them (scripts/serve.mjs).
  env: { ...process.env, PORT: String(port), PRECOMPRESS: "1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));
const base = `http://localhost:${port}`;

const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const idleMs = 2000;
const settleMs = 1000; // after each jump, before its idle window
const idleWindows = [
  { name: "top", scroll: "0" },
  { name: "middle", scroll: "document.documentElement.scrollHeight / 2 - innerHeight / 2" },
  { name: "bottom", scroll: "document.documentElement.scrollHeight" },
];
const ms = (us) => (us / 1000).toFixed(1);

/** Self time per JavaScript function between two trace timestamps (µs), longest first. */
function functionsBetween(profile, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < from || t > to) return;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    if (!url) return; // (program), (idle), (garbage collector): the trace names those better
    const key = `${functionName || "(anonymous)"} ${url.replace(base, "")}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return [...self].sort((a, b) => b[1] - a[1]);
}

async function trace(path) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await page.route(
      (u) => !u.href.startsWith(base),
      (r) => r.abort(),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        ...extraCategories,
      ],
    });
    if (profiling) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
    }
    await page.goto(base + path, { waitUntil: "load" });
    // Waits in the page's own world with a few lines of script: Playwright's selector engine
    // would add a 40 ms evaluation of its own to the trace.
    await cdp.send("Runtime.evaluate", {
      expression: `new Promise((done) => { const check = () => document.documentElement.hasAttribute("data-hydrated") ? done() : setTimeout(check, 50); check(); })`,
      awaitPromise: true,
    });
    await page.waitForTimeout(2000); // effects, idle callbacks, late swaps
    // Then nothing happens for 2 s at the top, the middle and the bottom of the page: whatever
    // the main thread does then (animations, timers, frames drawn for nobody) is what a tap waits
    // behind. Marked with console.timeStamp so the windows are on the trace's clock. The jumps
    // are instant: the site scrolls smoothly (`scroll-behavior`), and a smooth jump would pass
    // every section on the way and measure their counters and reveals, not a page at rest.
    for (const where of idleWindows) {
      await cdp.send("Runtime.evaluate", {
        expression: `window.scrollTo({ top: ${where.scroll}, behavior: "instant" }); new Promise((done) => setTimeout(done, ${settleMs}))`,
        awaitPromise: true,
      });
      await cdp.send("Runtime.evaluate", { expression: `console.timeStamp("idle:${where.name}")` });
      await page.waitForTimeout(idleMs);
      await cdp.send("Runtime.evaluate", { expression: `console.timeStamp("idle-end")` });
    }
    const profile = profiling ? (await cdp.send("Profiler.stop")).profile : null;
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    if (dumpDir) {
      const file = `${dumpDir}/${path.replace(/\W+/g, "_")}-${Date.now()}.json`;
      await mkdir(dumpDir, { recursive: true });
      await writeFile(file, JSON.stringify({ traceEvents, profile }));
      console.log(`  trace written to ${file}`);
    }

    // The page's renderer main thread: the busiest CrRendererMain (about:blank had its own).
    const mains = traceEvents.filter(
      (e) => e.name === "thread_name" && e.args.name === "CrRendererMain",
    );
    const busy = (m) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
    const main = mains.sort((a, b) => busy(b) - busy(a))[0];
    const onMain = traceEvents.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X",
    );
    const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
    const navigation = traceEvents.find((e) => e.name === "navigationStart" && e.pid === main.pid);
    const start = navigation?.ts ?? onMain[0].ts;
    const marks = traceEvents.filter((e) => e.name === "TimeStamp" && e.pid === main.pid);
    // After the last window the tool stops the profiler and the trace: the 40–60 ms task seen
    // there, with nothing of the page's in it, is the tool's own, so tasks from then on are left out.
    const end = marks.filter((m) => m.args?.data?.message === "idle-end").pop()?.ts ?? Infinity;
    const tasks = onMain
      .filter((e) => TASKS.has(e.name) && e.dur >= minMs * 1000 && e.ts < end)
      .filter(
        (e) =>
          !onMain.some(
            (p) => p !== e && TASKS.has(p.name) && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur,
          ),
      )
      .sort((a, b) => a.ts - b.ts);

    const blocking = tasks
      .filter((t) => !fcp || t.ts + t.dur > fcp.ts)
      .reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0);
    console.log(
      `\n${path}  (CPU ×${cpu}; first contentful paint at ${fcp ? ms(fcp.ts - start) : "?"} ms; ` +
        `blocking time of the tasks after it ≈ ${blocking.toFixed(0)} ms)`,
    );
    // Seen with extra --categories: the trace then may lack navigationStart, and every time on
    // this page counts from the trace's first event instead, so it is not comparable as it is.
    if (!navigation)
      console.log("  (no navigationStart in the trace: times count from its first event)");
    const idle = idleWindows.map(({ name }) => {
      const from = marks.find((m) => m.args?.data?.message === `idle:${name}`)?.ts ?? 0;
      const to = marks.find((m) => m.ts > from && m.args?.data?.message === "idle-end")?.ts ?? 0;
      const busyUs = onMain
        .filter((e) => TASKS.has(e.name) && e.ts >= from && e.ts + e.dur <= to)
        .reduce((sum, e) => sum + e.dur, 0);
      return `${name} ${ms(busyUs)} ms`;
    });
    console.log(`  main thread while nothing happens, per ${idleMs / 1000} s: ${idle.join(", ")}`);
    // When the page was scrolled to each window (settleMs before its idle time starts), so a
    // task can be told apart as part of the load or of a jump.
    const jumps = idleWindows.map(({ name }) => {
      const mark = marks.find((m) => m.args?.data?.message === `idle:${name}`);
      return `${name} ${mark ? ((mark.ts - start) / 1e6 - settleMs / 1000).toFixed(1) : "?"} s`;
    });
    console.log(`  scrolled to: ${jumps.join(", ")}`);
    for (const task of tasks) {
      const inside = new Map();
      for (const e of onMain) {
        if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e.dur < 2000)
          continue;
        if (TASKS.has(e.name) || /^V8\.|^DocumentLoader::/.test(e.name)) continue;
        const url = e.args?.data?.url?.replace(base, "");
        const key = url ? `${e.name} ${url}` : e.name;
        inside.set(key, (inside.get(key) ?? 0) + e.dur);
      }
      const when = fcp && task.ts < fcp.ts ? "before first paint" : "";
      console.log(`  task at ${ms(task.ts - start)} ms: ${ms(task.dur)} ms ${when}`);
      for (const [name, dur] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, 5))
        console.log(`      ${ms(dur).padStart(6)}  ${name}`);
      for (const [fn, dur] of profile
        ? functionsBetween(profile, task.ts, task.ts + task.dur).slice(0, 5)
        : [])
        console.log(`      ${ms(dur).padStart(6)}  js ${fn}`);
    }
  } finally {
    await browser.close();
  }
}

try {
  for (const path of paths) await trace(path);
} finally {
  server.kill();
}
