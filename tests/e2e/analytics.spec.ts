// Cookieless analytics. Each worker copies the built site, switches
// analytics on with the same header step the build runs (scripts/security-headers.ts: the meta
// tags, and the collector's origin in connect-src), serves the copy with scripts/serve.mjs and
// points it at a loopback collector of its own that records every request it receives. No
// second build.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { type IncomingHttpHeaders, type ServerResponse, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Page } from "@playwright/test";
import fc from "fast-check";

import { timing } from "../../app/config/timing";
import { analyticsEvents } from "../../app/lib/analytics-events";
import { messages } from "../../app/content/messages";
import { writeSecurityHeaders } from "../../scripts/security-headers.ts";
import { test as base, expect } from "./fixtures";
import { auditForm, liveAuditForm, openDesktopMenu } from "./page-parts";

type Mode = "ok" | "hang" | "down";
type Hit = { method: string; url: string; headers: IncomingHttpHeaders; raw: string };
/** What the Plausible client sends: event name, page URL, domain, referrer, properties. */
type Payload = { n: string; u: string; d: string; r: string | null; p?: Record<string, string> };

type Collector = {
  origin: string;
  endpoint: string;
  mode: Mode;
  hits: Hit[];
  /** Requests the collector holds without answering (mode "hang"). */
  hanging: Set<ServerResponse>;
  reset(): void;
};

// Ports next to E2E_PORT (form-delivery uses +1..+8): site, then collector, per parallel worker.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const sitePort = Number(process.env.E2E_PORT ?? 4310) + 21 + 2 * slot;
const siteOrigin = `http://localhost:${sitePort}`;
const DOMAIN = "tidelinepartners.com";

async function startCollector(port: number): Promise<Collector & { close(): Promise<void> }> {
  const collector: Collector = {
    origin: `http://127.0.0.1:${port}`,
    endpoint: `http://127.0.0.1:${port}/api/event`,
    mode: "ok",
    hits: [],
    hanging: new Set(),
    reset() {
      this.mode = "ok";
      this.hits.length = 0;
      for (const res of this.hanging) res.destroy();
      this.hanging.clear();
    },
  };
  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      collector.hits.push({ method: req.method!, url: req.url!, headers: req.headers, raw });
      if (collector.mode === "down") return void req.socket.destroy();
      if (collector.mode === "hang") return void collector.hanging.add(res);
      // As Plausible's API answers: 202, readable from any origin.
      res.writeHead(202, { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return Object.assign(collector, {
    close: () =>
      new Promise<void>((resolve) => {
        collector.reset();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The built site, copied, analytics switched on, served on its own port. */
async function startSite(endpoint: string) {
  const dir = mkdtempSync(join(tmpdir(), "analytics-"));
  cpSync(process.env.BUILD_DIR ?? "build", dir, { recursive: true });
  const on = () => writeSecurityHeaders(dir, { analytics: { domain: DOMAIN, endpoint } });
  on();
  const assets = join(dir, "client", "assets");
  const trackerChunk = readdirSync(assets).find(
    (f) => f.endsWith(".js") && readFileSync(join(assets, f), "utf8").includes("plausible"),
  );
  if (!trackerChunk) throw new Error("no tracker chunk in the build");
  const server: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(sitePort), BUILD_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (d: Buffer) => d.toString().includes("Serving") && resolve());
    server.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return {
    trackerChunk: `/assets/${trackerChunk}`,
    /** Re-point the served copy, as README "Analytics" says: off, then back on. */
    off: () => writeSecurityHeaders(dir, {}),
    on,
    close() {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Served = Awaited<ReturnType<typeof startSite>>;

const test = base.extend<
  { collector: Collector; cspViolations: string[]; requested: string[] },
  { served: { collector: Collector; site: Served } }
>({
  served: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, provide) => {
      const collector = await startCollector(sitePort + 1);
      const site = await startSite(collector.endpoint);
      await provide({ collector, site });
      site.close();
      await collector.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ served }, provide) => {
    void served; // started first
    await provide(siteOrigin);
  },
  // Every URL the page asked for, in order.
  requested: async ({ page }, provide) => {
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await provide(urls);
  },
  cspViolations: [
    async ({ page }, provide) => {
      const violations: string[] = [];
      await page.exposeBinding("__cspViolation", (_source, text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) =>
          (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
            `${e.violatedDirective} ${e.blockedURI}`,
          ),
        );
      });
      await provide(violations);
      expect(violations, "CSP violations").toEqual([]);
    },
    { auto: true },
  ],
  collector: async ({ served, page }, provide) => {
    const { collector } = served;
    collector.reset();
    // The shared fixture blocks every other origin; the collector is this worker's own server.
    await page.route(`${collector.origin}/**`, (route) => route.continue());
    // Booking links open the scheduling page in a new tab: not part of these tests.
    page.context().on("page", (p) => void p.close());
    // Plausible's client stays silent under browser automation (navigator.webdriver) unless
    // window.__plausible is set, the switch its source keeps for its own tests: not the site's.
    await page.addInitScript(() => {
      (window as unknown as { __plausible: boolean }).__plausible = true;
    });
    await provide(collector);
    collector.reset();
  },
});

/** The tracker starts once the page is idle after hydration: on a busy machine, a while. */
const POLL = 15_000;

// Each test walks several pages (the journey a dozen steps) on a shared two-core machine: the
// default 30 s is too tight when the runner is busy, and nothing here asserts time.
test.beforeEach(() => test.slow());

const payloads = (c: Collector) =>
  c.hits.filter((h) => h.method === "POST").map((h) => JSON.parse(h.raw) as Payload);
const pageviews = (c: Collector) =>
  payloads(c)
    .filter((p) => p.n === "pageview")
    .map((p) => new URL(p.u).pathname);
const events = (c: Collector) =>
  payloads(c)
    .filter((p) => p.n !== "pageview" && p.n !== "engagement")
    .map((p) => ({ name: p.n, props: p.p }));

/** As long as a person would take: the forms' bot check lets the send through. */
const humanPause = (page: Page) => page.clock.fastForward(timing.formDelivery.minFillMs);

/**
 * A client-side navigation has finished: the URL changes first, the new page (with its canonical
 * link) only once the view transition has run. Acting before that would click the old page.
 */
async function arrived(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  const tail = path === "/" ? "" : path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`^https?://[^/]+${tail}/?$`),
  );
}

async function expectPageviews(c: Collector, paths: string[]) {
  await expect.poll(() => pageviews(c), { timeout: POLL }).toEqual(paths);
}

/** Distinctive values a visitor could type, different on every run. */
function fuzzedVisitor() {
  const token = fc.sample(fc.stringMatching(/^[a-z0-9]{10}$/), 1)[0]!;
  const word = fc.sample(fc.stringMatching(/^[A-Z][a-z]{6}$/), 1)[0]!;
  return {
    name: `${word} Qx${token}`,
    email: `v.${token}@mail-${token}.example`,
    website: `site-${token}.example`,
    newsletter: `n.${token}@news-${token}.example`,
    /** Each value, and every piece of it a payload could carry. */
    needles(): string[] {
      const whole = [this.name, this.email, this.website, this.newsletter];
      return [...whole, ...whole.map(encodeURIComponent), token, word];
    },
  };
}

// ---------------------------------------------------------------------------------------------

test("a visitor's whole path: page views on load and every client-side navigation, path only; each conversion once; no typed value anywhere", async ({
  page,
  collector,
}) => {
  const visitor = fuzzedVisitor();
  await page.clock.install();

  // Landing, with a query string and a fragment that must not be recorded.
  await page.goto(`/?utm_source=mail&email=${encodeURIComponent(visitor.email)}#faq`);
  await expectPageviews(collector, ["/"]);

  // The desktop menu.
  const panel = await openDesktopMenu(page, "About");
  await panel.getByRole("link", { name: /Company/ }).click();
  await arrived(page, "/company");
  await expectPageviews(collector, ["/", "/company"]);

  // The footer.
  await page.locator("footer").getByRole("link", { name: "AI Strategy Consulting" }).click();
  await arrived(page, "/services/ai-strategy-consulting");
  // An in-page link (in main, to another page of the site).
  const inPage = page
    .locator('main a[href^="/"]:not([href^="/services/ai-strategy"]):not([href*="#"])')
    .first();
  const target = (await inPage.getAttribute("href"))!;
  await inPage.click();
  await arrived(page, target);
  // Back and forward.
  await page.goBack();
  await arrived(page, "/services/ai-strategy-consulting");
  await page.goForward();
  await arrived(page, target);
  await expectPageviews(collector, [
    "/",
    "/company",
    "/services/ai-strategy-consulting",
    target,
    "/services/ai-strategy-consulting",
    target,
  ]);

  // Booking: the header's Get Started and the floating button.
  await page
    .locator("header")
    .getByRole("link", { name: /Get Started/ })
    .click();
  await page.getByRole("complementary", { name: "Book a call" }).getByRole("link").click();

  // An audit request (no form endpoint in this build: the simulated send) and a signup.
  await page.goto("/services/website-development");
  await liveAuditForm(page);
  const f = auditForm(page);
  await f.root.scrollIntoViewIfNeeded();
  await f.name.fill(visitor.name);
  await f.email.fill(visitor.email);
  await f.website.fill(visitor.website);
  await f.service.click();
  await page.getByRole("option", { name: "E-commerce Platforms" }).click();
  await humanPause(page);
  await f.submit.click();
  await page.clock.fastForward(timing.simulatedSubmitMs);
  await expect(page.getByTestId("toast")).toContainText(messages.auditSuccess.title);

  const email = page.locator("footer").getByRole("textbox", { name: "Email address" });
  await email.fill(visitor.newsletter);
  await humanPause(page);
  await page.locator("footer").getByRole("button", { name: "Subscribe" }).click();
  await page.clock.fastForward(timing.simulatedSubmitMs);
  await expect(page.getByTestId("toast")).toContainText(messages.newsletterSuccess.title);

  await expect
    .poll(() => events(collector), { timeout: POLL })
    .toEqual([
      {
        name: analyticsEvents.bookingClick,
        props: { page: target, button: "header: Get Started" },
      },
      {
        name: analyticsEvents.bookingClick,
        props: { page: target, button: "floating: Book a Time" },
      },
      { name: analyticsEvents.auditRequest, props: { service: "E-commerce Platforms" } },
      { name: analyticsEvents.newsletterSignup, props: {} },
    ]);
  expect(pageviews(collector).at(-1)).toBe("/services/website-development");

  // Every request: the domain set, no query or fragment in any URL, no cookie, nothing typed.
  for (const p of payloads(collector)) {
    expect(p.d).toBe(DOMAIN);
    expect(p.u).not.toMatch(/[?#]/);
    if (p.r) expect(p.r).not.toMatch(/[?#]/);
  }
  for (const hit of collector.hits) {
    expect(hit.headers.cookie).toBeUndefined();
    const seen = `${hit.url}\n${JSON.stringify(hit.headers)}\n${hit.raw}`.toLowerCase();
    for (const needle of visitor.needles()) expect(seen).not.toContain(needle.toLowerCase());
  }
  expect(await page.context().cookies()).toEqual([]);
});

test("FAQ opened, blog Load More, an outbound link, and the not-found page's missed path", async ({
  page,
  collector,
}) => {
  await page.goto("/");
  // The page-wide listeners (FAQ toggles, outbound clicks) start with the tracker, once the page
  // is idle after hydration; its first page view says it has. A toggle before that is not
  // counted, and on a busy machine the first click came first.
  await expectPageviews(collector, ["/"]);
  const faq = page.locator('details[name="faq"]');
  await faq.nth(0).locator("summary").click();
  await faq.nth(1).locator("summary").click(); // opens the second, closes the first
  await faq.nth(1).locator("summary").click(); // closes it: no event
  const questions = await faq.locator("summary").allTextContents();

  await page
    .locator("footer")
    .getByRole("link", { name: /on LinkedIn/ })
    .click();

  await page.goto("/blog");
  await page.getByRole("button", { name: "Load More Articles" }).click();

  await page.goto("/no-such-page?token=abc");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("couldn't find");

  await expect
    .poll(() => events(collector), { timeout: POLL })
    .toEqual([
      { name: analyticsEvents.faqOpen, props: { question: questions[0]!.trim() } },
      { name: analyticsEvents.faqOpen, props: { question: questions[1]!.trim() } },
      { name: analyticsEvents.outboundLink, props: { host: "www.linkedin.com" } },
      { name: analyticsEvents.blogLoadMore, props: { page: "/blog" } },
      { name: analyticsEvents.notFound, props: { path: "/no-such-page" } },
    ]);
  expect(pageviews(collector)).toEqual(["/", "/blog", "/no-such-page"]);
});

for (const [signal, init] of [
  [
    "Global Privacy Control",
    () => Object.defineProperty(navigator, "globalPrivacyControl", { get: () => true }),
  ],
  ["Do Not Track", () => Object.defineProperty(navigator, "doNotTrack", { get: () => "1" })],
] as const) {
  test(`${signal} on: no tracker downloaded, nothing sent`, async ({
    page,
    collector,
    served,
    requested,
  }) => {
    await page.addInitScript(init);
    await browseAndClick(page);
    expect(requested.filter((u) => u.includes(served.site.trackerChunk))).toEqual([]);
    expect(collector.hits).toEqual([]);
  });
}

test("analytics off (the build without the settings): no tracker downloaded, nothing sent", async ({
  page,
  collector,
  served,
  requested,
}) => {
  served.site.off();
  try {
    await browseAndClick(page);
    expect(await page.locator('meta[name^="analytics-"]').count()).toBe(0);
    expect(requested.filter((u) => u.includes(served.site.trackerChunk))).toEqual([]);
    expect(requested.filter((u) => u.startsWith(collector.origin))).toEqual([]);
    expect(collector.hits).toEqual([]);
  } finally {
    served.site.on();
  }
});

/** Load, navigate client-side, click a booking button and open an FAQ question. */
async function browseAndClick(page: Page) {
  await page.goto("/");
  await page
    .locator("header")
    .getByRole("link", { name: /Get Started/ })
    .click();
  await page.locator('details[name="faq"] summary').first().click();
  await page.locator("footer").getByRole("link", { name: "Workflow Automation" }).click();
  await arrived(page, "/automations");
  await page.goto("/no-such-page");
  // Give a tracker every chance it would have had: hydrated, idle, a navigation later.
  await page.locator("footer").getByRole("link", { name: "Home", exact: true }).click();
  await arrived(page, "/");
  await page.evaluate(
    () => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })),
  );
}

test.describe("a collector that hangs or is down", () => {
  test("hanging: navigation and both forms still complete while its requests wait", async ({
    page,
    collector,
  }) => {
    collector.mode = "hang";
    await page.clock.install();
    await page.goto("/");
    await expect.poll(() => collector.hanging.size).toBeGreaterThan(0);
    await page.locator("footer").getByRole("link", { name: "Workflow Automation" }).click();
    await arrived(page, "/automations");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "Home", exact: true }).click();
    await arrived(page, "/");
    // Still not one answer from the collector: the page never waited for it.
    expect(collector.hanging.size).toBe(collector.hits.length);

    await page.goto("/services/website-development");
    await liveAuditForm(page);
    const f = auditForm(page);
    await f.root.scrollIntoViewIfNeeded();
    await f.name.fill("Jordan Avery");
    await f.email.fill("jordan@example.com");
    await f.service.click();
    await page.getByRole("option", { name: "Custom Website Development" }).click();
    await humanPause(page);
    await f.submit.click();
    await page.clock.fastForward(timing.simulatedSubmitMs);
    await expect(page.getByTestId("toast")).toContainText(messages.auditSuccess.title);
    // Closed before the collector lets go of its requests, so their failure is never logged.
    await page.close();
  });

  test("down: every request fails, the visitor sees nothing of it and the page works", async ({
    page,
    collector,
    problems,
  }) => {
    collector.mode = "down";
    await page.clock.install();
    await page.goto("/contact");
    await expect.poll(() => collector.hits.length).toBeGreaterThan(0);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await arrived(page, "/privacy-policy");
    const email = page.locator("footer").getByRole("textbox", { name: "Email address" });
    await email.fill("owner@example.com");
    await humanPause(page);
    await page.locator("footer").getByRole("button", { name: "Subscribe" }).click();
    await page.clock.fastForward(timing.simulatedSubmitMs);
    await expect(page.getByTestId("toast")).toContainText(messages.newsletterSuccess.title);
    await expect.poll(() => collector.hits.length).toBeGreaterThanOrEqual(3);
    await expect(page.locator("footer form").getByRole("alert")).toBeEmpty();
    await page.close();
    // The browser's own network log of each failed request is the only trace: no page error, no
    // unhandled rejection, nothing the site logs (the fixture checks the rest).
    for (let i = problems.length - 1; i >= 0; i--)
      if (/Failed to load resource: net::ERR_EMPTY_RESPONSE/.test(problems[i]!))
        problems.splice(i, 1);
  });
});
