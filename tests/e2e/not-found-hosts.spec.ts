// Unknown URLs on every kind of static host. Three hosts answer an
// unknown path with different files: nginx with deploy/nginx.conf (the suite's own server, which
// imitates it, or real nginx in CI through scripts/nginx-check.sh), a host with one root 404.html
// (GitHub Pages, Netlify, S3 + CloudFront) and a host that serves the nearest folder's 404.html
// (Cloudflare Pages); the last two are scripts/serve.mjs in its other modes, on ports of their
// own. Each URL must show exactly one page, the right one, at three moments: without
// JavaScript, with JavaScript before the app has loaded, and after the app took over.
import { type ChildProcess, spawn } from "node:child_process";

import type { Browser, Page } from "@playwright/test";

import { test as base, expect } from "./fixtures";
import { unresolvedIcons } from "./page-parts";

type Mode = "nginx" | "root" | "nearest";
type View = "coming-soon" | "not-found";

const views = {
  // Exact product texts.
  "coming-soon": {
    h1: "Coming Soon!",
    text: "This article is being crafted and will be available shortly.",
    title: "Article Coming Soon | Tideline Partners",
    description: /being crafted/,
  },
  "not-found": {
    h1: "We couldn't find that page",
    text: "The link may be out of date, or the page may have moved.",
    title: "Page Not Found | Tideline Partners",
    description: /never existed/,
  },
} as const;

/** The page each unknown URL must show once JavaScript runs (the route table decides). */
const urls: [path: string, view: View][] = [
  ["/blog/no-such-post", "coming-soon"],
  ["/no-such-page", "not-found"],
  ["/company/nope/deeper", "not-found"],
  // A detail route (automations/:slug) given a slug with no record.
  ["/automations/no-such-automation", "not-found"],
  // A family whose page loads its own record module: an unknown slug has none to load.
  ["/services/no-such-service", "not-found"],
  ["/blog/no-such-post/deeper", "not-found"],
];

/**
 * Without JavaScript a visitor sees the file the host served: nginx picks the right one, a
 * root-404 host always serves the not-found page, a nearest-404 host the blog's page for any
 * path under /blog/ (acceptable: both say the page is not there, status 404).
 */
function viewWithoutJs(mode: Mode, path: string, view: View): View {
  if (mode === "nginx") return view;
  if (mode === "root") return "not-found";
  return path.startsWith("/blog/") ? "coming-soon" : "not-found";
}

// Two ports per parallel worker, past the ones form-delivery.spec.ts uses.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const firstPort = Number(process.env.E2E_PORT ?? 4310) + 20 + 2 * slot;

async function startHost(mode: Exclude<Mode, "nginx">, port: number) {
  const server: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), NOT_FOUND_MODE: mode },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (d: Buffer) => d.toString().includes("Serving") && resolve());
    server.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { origin: `http://localhost:${port}`, close: () => server.kill() };
}

const test = base.extend<{ mode: Mode }, { hosts: Record<Exclude<Mode, "nginx">, string> }>({
  mode: ["nginx", { option: true }],
  hosts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, provide) => {
      const root = await startHost("root", firstPort);
      const nearest = await startHost("nearest", firstPort + 1);
      await provide({ root: root.origin, nearest: nearest.origin });
      root.close();
      nearest.close();
    },
    { scope: "worker" },
  ],
  // The shared fixtures block every origin but the base URL's, so each mode is the base URL.
  baseURL: async ({ mode, hosts, baseURL }, provide) => {
    await provide(mode === "nginx" ? baseURL : hosts[mode]);
  },
});

/** What the live document holds: every h1, title and description (a <template> holds none). */
function facts(page: Page) {
  return page.evaluate(() => ({
    h1: [...document.querySelectorAll("h1")].map((h) => h.textContent?.trim()),
    titles: [...document.querySelectorAll("head > title")].map((t) => t.textContent),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
      m.getAttribute("content"),
    ),
    mains: document.querySelectorAll("main").length,
    text: document.querySelector("main")?.textContent ?? "",
  }));
}

async function expectView(page: Page, view: View) {
  const expected = views[view];
  const got = await facts(page);
  expect(got.h1).toEqual([expected.h1]);
  expect(got.titles).toEqual([expected.title]);
  expect(got.descriptions).toHaveLength(1);
  expect(got.descriptions[0]).toMatch(expected.description);
  expect(got.mains).toBe(1);
  expect(got.text).toContain(expected.text);
  if (view === "coming-soon")
    await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute(
      "href",
      "/blog",
    );
}

/** A fresh page with JavaScript off, or on but with the app's modules never arriving. */
async function loadWithout(browser: Browser, what: "js" | "app", url: string) {
  const context = await browser.newContext({ javaScriptEnabled: what !== "js" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => /imported module/.test(e.message) || errors.push(e.message));
  page.on("console", (m) => {
    // The 404 status and the aborted modules are the point of this load; anything else is not.
    if (
      m.type() === "error" &&
      !/status of 404|ERR_FAILED|ERR_BLOCKED|imported module/.test(m.text())
    )
      errors.push(m.text());
  });
  await page.route(
    (u) => !u.href.startsWith(new URL(url).origin) || (what === "app" && /\.js$/.test(u.pathname)),
    (r) => r.abort("blockedbyclient"),
  );
  const res = await page.goto(url);
  return { page, status: res?.status(), errors, close: () => context.close() };
}

for (const mode of ["nginx", "root", "nearest"] as const) {
  test.describe(`unknown URLs on a ${mode} host`, () => {
    test.use({ mode });

    for (const [path, view] of urls) {
      test(`${path} shows one ${view} page, status 404, before and after hydration`, async ({
        page,
        browser,
        baseURL,
      }) => {
        const origin = new URL(baseURL!).origin;
        const url = origin + path;

        // 1. No JavaScript: the file the host served, one page, the spare view inert.
        const noJs = await loadWithout(browser, "js", url);
        expect(noJs.status).toBe(404);
        await expectView(noJs.page, viewWithoutJs(mode, path, view));
        expect(noJs.errors).toEqual([]);
        await noJs.close();

        // 2. JavaScript on, app not loaded yet: the inline switch already shows the right page
        //    and removed the spare view.
        const early = await loadWithout(browser, "app", url);
        expect(early.status).toBe(404);
        await expectView(early.page, view);
        expect(await early.page.locator("template").count()).toBe(0);
        expect(early.errors).toEqual([]);
        await early.close();

        // 3. After hydration (the fixture waits for it and fails on any mismatch).
        const res = await page.goto(path);
        expect(res?.status()).toBe(404);
        await expectView(page, view);
        // Its icons have their symbols, also where the app rendered the page afresh.
        await expect.poll(() => unresolvedIcons(page)).toEqual([]);
        expect(await page.locator("use").count()).toBeGreaterThan(0);
        // React owns the page now: a client-side navigation works.
        await page.getByRole("link", { name: "Tideline Partners, home" }).first().click();
        await expect(page).toHaveURL(`${origin}/`);
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(views[view].h1);
      });
    }
  });
}
