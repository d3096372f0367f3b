/* global window */
// `npm run bench:interactions`: how long the page takes to answer a click or a tap once it has
// hydrated. Each interaction runs on a fresh page load with the CPU slowed down 4× (as
// Lighthouse's mobile preset assumes); its time is the longest Event Timing entry from the
// press on (input delay + handlers + the next frame on screen). Each figure is the worst of
// --runs loads. Budget: 100 ms each. Prints one table and exits 1 if a figure is over.
// Options: --runs 3  --no-build  --port 4393  --only faq,mega-menu
//          --json bench-results/interactions.json
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

import { chromium } from "@playwright/test";

import { chromiumArgs, findChromium } from "./chromium-path.ts";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(opt("runs", 3));
const port = Number(opt("port", 4393));
const jsonOut = opt("json", "bench-results/interactions.json");
const only = opt("only") ? opt("only").split(",") : null;
const base = `http://localhost:${port}`;
const cpuSlowdown = 4;
const budgetMs = 100;

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

// Each interaction loads `path` at desktop size (or a phone's, tapped instead of clicked).
// `target` finds the element to press and `state` reads what the press should change (both are
// expressions run in the page). A press that leaves `state` as it was did not work, and its
// time would mean nothing, so the table says so. `prepare` runs before the press; `ready` is
// waited for (up to 5 s) once the target is on screen.
const interactions = [
  {
    id: "mega-menu",
    path: "/",
    target: `[...document.querySelectorAll('nav[aria-label="Main"] button')].find((b) => b.textContent.trim() === "Services")`,
    state: `[...document.querySelectorAll('nav[aria-label="Main"] a[href="/services/website-development"]')].some((a) => a.checkVisibility({ visibilityProperty: true, opacityProperty: true }))`,
  },
  {
    id: "mobile-menu",
    path: "/",
    phone: true,
    target: `document.querySelector('[aria-label="Open menu"]')`,
    state: `!!document.getElementById("mobile-menu")?.checkVisibility({ visibilityProperty: true })`,
  },
  {
    id: "faq",
    path: "/",
    target: `document.querySelector('details[name="faq"] summary')`,
    state: `document.querySelector('details[name="faq"]').open`,
  },
  {
    id: "carousel",
    path: "/",
    // No autoplay, which would move the slides by itself.
    reducedMotion: "reduce",
    target: `document.querySelector('[aria-label="Next slide"]')`,
    state: `getComputedStyle(document.querySelector('[data-testid="carousel-viewport"] > div')).transform`,
  },
  {
    id: "load-more",
    path: "/blog",
    target: `[...document.querySelectorAll("button")].find((b) => b.textContent.includes("Load More"))`,
    state: `document.querySelectorAll("main article").length`,
  },
  {
    id: "newsletter",
    path: "/",
    target: `document.querySelector('footer form button[type="submit"]')`,
    prepare: typeInto(`footer form input[type="email"]`, "not-an-email"),
    state: `document.querySelector('footer form input[type="email"]').getAttribute("aria-invalid")`,
  },
  {
    id: "audit-form",
    path: "/services/website-development",
    target: `document.querySelector('#audit-form button[type="submit"]')`,
    ready: `!!document.querySelector("#audit-form[data-ready]")`,
    prepare: typeInto(`#audit-form input[type="email"]`, "not-an-email"),
    state: `document.querySelectorAll('#audit-form [aria-invalid="true"]').length`,
  },
].filter((i) => !only || only.includes(i.id));

/** Sets an input's value the way typing does, so React sees the change. */
function typeInto(selector, value) {
  return `(() => {
    const input = document.querySelector(${JSON.stringify(selector)});
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, ${JSON.stringify(value)});
    input.dispatchEvent(new Event("input", { bubbles: true }));
  })()`;
}

// Records every Event Timing entry of 16 ms or more (the API's floor) from the page's start.
function recordEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    window.__events.push(...list.getEntries().map((e) => e.toJSON()));
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

// Two frames, then `ms`: lets what the page just did reach the screen before the next step.
const settle = (ms) =>
  `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, ${ms}))))`;

/** One page load and one press: the longest entry (0 if none reached 16 ms) and whether it worked. */
async function measure(browser, interaction) {
  const isPhone = !!interaction.phone;
  const context = await browser.newContext({
    viewport: isPhone ? phone : desktop,
    hasTouch: isPhone,
    isMobile: isPhone,
    reducedMotion: interaction.reducedMotion ?? "no-preference",
  });
  try {
    const page = await context.newPage();
    const waitFor = (test, timeout) =>
      page.waitForFunction(test, null, { timeout }).catch(() => {});
    await page.route(
      (url) => !url.href.startsWith(base),
      (route) => route.abort(),
    );
    await page.addInitScript(recordEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });

    // Hydrated: the network idle after `load`, the app's `data-hydrated` mark if it sets one,
    // and a quiet second for whatever it does after that.
    await page.goto(base + interaction.path, { waitUntil: "networkidle" });
    await waitFor(`document.documentElement.hasAttribute("data-hydrated")`, 3000);
    await page.waitForTimeout(1000);

    // A visitor presses what is on screen: scroll to it, and let sections that render as they
    // come on screen do so before the press.
    await page.evaluate(
      `(${interaction.target})?.scrollIntoView({ block: "center", behavior: "instant" })`,
    );
    await page.evaluate(settle(500));
    if (interaction.ready) await waitFor(interaction.ready, 5000);
    const box = await page.evaluate(`(() => {
      const r = (${interaction.target})?.getBoundingClientRect();
      return r && { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    })()`);
    if (!box) return { ms: null, worked: false };
    if (interaction.prepare) await page.evaluate(interaction.prepare);
    const before = await page.evaluate(interaction.state);

    // A mouse reaches the target before it presses: rest it there first, so the hover's own
    // frames are not counted as the press's. A tap has no hover.
    if (!isPhone) {
      await page.mouse.move(box.x, box.y);
      await page.evaluate(settle(100));
    }
    const pressAt = await page.evaluate("performance.now()");
    if (isPhone) await page.touchscreen.tap(box.x, box.y);
    else {
      await page.mouse.down();
      await page.mouse.up();
    }
    await page.waitForTimeout(1500); // the press's frame, and any code it loads
    const events = await page.evaluate(`__events.filter((e) => e.startTime >= ${pressAt})`);
    const after = await page.evaluate(interaction.state);
    return {
      ms: Math.round(Math.max(0, ...events.map((e) => e.duration))),
      worked: JSON.stringify(after) !== JSON.stringify(before),
      events, // in the JSON: where a slow press spent its time
    };
  } finally {
    await context.close();
  }
}

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn("node", ["scripts/serve.mjs"], {
  // Compress every file before listening, as a CDN serves stored files, so no load waits on it.
  env: { ...process.env, PORT: String(port), PRECOMPRESS: "1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

const rows = [];
try {
  for (const interaction of interactions) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, interaction));
    const times = samples.map((s) => s.ms);
    const worstMs = times.includes(null) ? null : Math.max(...times);
    const worked = samples.every((s) => s.worked);
    rows.push({ id: interaction.id, path: interaction.path, worstMs, worked, samples });
    process.stderr.write(`${interaction.id}: ${times.join(", ")} ms\n`);
  }
} finally {
  await browser.close();
  server.kill();
}

mkdirSync(dirname(jsonOut), { recursive: true });
writeFileSync(jsonOut, JSON.stringify({ cpuSlowdown, runs, budgetMs, rows }, null, 2) + "\n");

// Over budget: slower than the budget, not found, or the press did not do its job.
const ok = (row) => row.worstMs !== null && row.worstMs <= budgetMs && row.worked;
const cell = (ms) => (ms === null ? "not found" : ms < 16 ? "< 16" : String(ms));
console.log(
  [
    "",
    `| interaction | page | worst of ${runs}, ms | did it work |`,
    "|---|---|---:|---|",
    ...rows.map(
      (r) =>
        `| ${r.id} | ${r.path} | ${cell(r.worstMs)}${r.worstMs > budgetMs ? " ✗" : ""} | ${r.worked ? "yes" : "no ✗"} |`,
    ),
    "",
    `${rows.filter(ok).length}/${rows.length} interactions within ${budgetMs} ms ` +
      `(Event Timing, CPU ${cpuSlowdown}× slower, after hydration). Figures in ${jsonOut}.`,
  ].join("\n"),
);
process.exit(rows.every(ok) ? 0 : 1);
