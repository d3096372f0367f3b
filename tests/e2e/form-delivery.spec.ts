// Both forms delivering to a real endpoint. Each worker copies the built
// site, points it at a loopback HTTP server of its own with the same header step the build runs
// (scripts/security-headers.ts, so the CSP's connect-src allows that origin), serves the copy
// with scripts/serve.mjs and records what the endpoint receives. No second build.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { type IncomingHttpHeaders, type ServerResponse, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type Locator, type Page, chromium } from "@playwright/test";

import { site } from "../../app/config/site";
import { timing } from "../../app/config/timing";
import { messages } from "../../app/content/messages";
import { chromiumArgs, findChromium } from "../../scripts/chromium-path.ts";
import { writeSecurityHeaders } from "../../scripts/security-headers.ts";
import { test as base, expect } from "./fixtures";
import { auditForm, liveAuditForm } from "./page-parts";

type Mode = "ok" | "fail" | "hang";
type Received = { headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** The loopback endpoint: records every POST and answers as told. */
type Hook = {
  url: string;
  mode: Mode;
  posts: Received[];
  preflights: IncomingHttpHeaders[];
  reset(): void;
};

// Ports next to E2E_PORT (the suite's own server), two per parallel worker: site, then endpoint.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const sitePort = Number(process.env.E2E_PORT ?? 4310) + 1 + 2 * slot;
const siteOrigin = `http://localhost:${sitePort}`;

async function startHook(port: number): Promise<Hook & { close(): Promise<void> }> {
  const hanging = new Set<ServerResponse>();
  const hook: Hook = {
    url: `http://127.0.0.1:${port}/hook`,
    mode: "ok",
    posts: [],
    preflights: [],
    reset() {
      this.mode = "ok";
      this.posts.length = 0;
      this.preflights.length = 0;
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
  };
  // What a webhook must answer for a cross-origin JSON POST (README, "Form endpoint").
  const cors = { "Access-Control-Allow-Origin": siteOrigin, Vary: "Origin" };
  const server = createServer((req, res) => {
    if (req.url !== "/hook") return res.writeHead(404, cors).end();
    if (req.method === "OPTIONS") {
      hook.preflights.push(req.headers);
      return res
        .writeHead(204, {
          ...cors,
          "Access-Control-Allow-Methods": "POST",
          "Access-Control-Allow-Headers": "Content-Type",
        })
        .end();
    }
    if (req.method !== "POST") return res.writeHead(405, cors).end();
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      hook.posts.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
      if (hook.mode === "hang") return void hanging.add(res);
      const status = hook.mode === "ok" ? 200 : 500;
      res.writeHead(status, { ...cors, "Content-Type": "application/json" });
      res.end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return Object.assign(hook, {
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The built site, copied and configured with the endpoint, served on its own port. */
async function startSite(endpoint: string) {
  const dir = mkdtempSync(join(tmpdir(), "form-delivery-"));
  cpSync(process.env.BUILD_DIR ?? "build", dir, { recursive: true });
  writeSecurityHeaders(dir, { formEndpoint: endpoint });
  const server: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(sitePort), BUILD_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (d: Buffer) => d.toString().includes("Serving") && resolve());
    server.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return {
    close() {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const test = base.extend<{ hook: Hook }, { endpoint: Hook }>({
  endpoint: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, provide) => {
      const hook = await startHook(sitePort + 1);
      const served = await startSite(hook.url);
      await provide(hook);
      served.close();
      await hook.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ endpoint }, provide) => {
    void endpoint; // started first
    await provide(siteOrigin);
  },
  hook: async ({ endpoint, page }, provide) => {
    endpoint.reset();
    // The shared fixture blocks every other origin; the endpoint is this test's own server.
    await page.route(`${new URL(endpoint.url).origin}/**`, (route) => route.continue());
    // A controllable clock: the fill-time minimum and the timeout pass at once, not for real.
    await page.clock.install();
    await provide(endpoint);
    endpoint.reset();
  },
});

/** The browser reports a 500 answer as a console error; here it is the case under test. */
function allowConsoleErrors(problems: string[], pattern: RegExp) {
  for (let i = problems.length - 1; i >= 0; i--)
    if (pattern.test(problems[i]!)) problems.splice(i, 1);
}

/** As long as a person would take: the bot check lets the post through. */
const humanPause = (page: Page) => page.clock.fastForward(timing.formDelivery.minFillMs);

const posts = (hook: Hook) => hook.posts.map((p) => p.body);
const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const uuid = /^[0-9a-f-]{36}$/;

// ---------------------------------------------------------------------------------------------
// Audit request form

const AUDIT_PATH = "/services/website-development";
const AUDIT = {
  name: "Jordan Avery",
  email: "jordan@example.com",
  website: "acme.com",
  service: "Website Redesign & Optimization",
};

async function openAudit(page: Page) {
  await page.goto(AUDIT_PATH);
  await liveAuditForm(page);
  const f = auditForm(page);
  await f.root.scrollIntoViewIfNeeded();
  return f;
}

async function fillAudit(page: Page, f: ReturnType<typeof auditForm>) {
  await f.name.fill(AUDIT.name);
  await f.email.fill(AUDIT.email);
  await f.website.fill(AUDIT.website);
  await f.service.click();
  await page.getByRole("option", { name: AUDIT.service }).click();
  await expect(f.service).toHaveText(AUDIT.service);
}

async function expectAuditKept(f: ReturnType<typeof auditForm>) {
  await expect(f.name).toHaveValue(AUDIT.name);
  await expect(f.email).toHaveValue(AUDIT.email);
  await expect(f.website).toHaveValue(AUDIT.website);
  await expect(f.service).toHaveText(AUDIT.service);
}

async function expectAuditSent(page: Page, f: ReturnType<typeof auditForm>) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(messages.auditSuccess.title);
  await expect(toast).toContainText(messages.auditSuccess.description);
  await expect(f.name).toHaveValue("");
  await expect(f.email).toHaveValue("");
  await expect(f.website).toHaveValue("");
  await expect(f.service).toHaveText("Choose a service");
  await expect(f.notice).toBeEmpty();
}

async function expectAuditFailureNotice(f: ReturnType<typeof auditForm>) {
  await expect(f.notice).toContainText(messages.auditFailed.title);
  await expect(f.notice).toContainText("try again");
  await expect(f.notice.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(f.submit).toBeEnabled();
  await expect(f.submit).toHaveText("Get My Free Audit");
}

test.describe("audit form with an endpoint", () => {
  test("success: one POST with the typed values, the notice, a reset", async ({ page, hook }) => {
    const f = await openAudit(page);
    await fillAudit(page, f);
    await humanPause(page);
    await f.submit.dblclick(); // a double click still sends once
    await expectAuditSent(page, f);
    expect(posts(hook)).toEqual([
      {
        form: "audit-request",
        id: expect.stringMatching(uuid),
        values: {
          name: AUDIT.name,
          email: AUDIT.email,
          website: "https://acme.com",
          service: AUDIT.service,
        },
        submittedAt: expect.stringMatching(isoDate),
        page: AUDIT_PATH,
      },
    ]);
    expect(hook.posts[0]!.headers["content-type"]).toBe("application/json");
    expect(hook.posts[0]!.headers.origin).toBe(siteOrigin);
  });

  test("500: the error notice, every value kept; a retry sends once more and succeeds", async ({
    page,
    hook,
    problems,
  }) => {
    hook.mode = "fail";
    const f = await openAudit(page);
    await fillAudit(page, f);
    await humanPause(page);
    await f.submit.click();
    await expectAuditFailureNotice(f);
    await expectAuditKept(f);
    expect(hook.posts).toHaveLength(1);

    hook.mode = "ok";
    await f.submit.click();
    await expectAuditSent(page, f);
    expect(hook.posts).toHaveLength(2);
    // The retry is the same submission: same id, same values.
    expect(posts(hook)[1]).toEqual({ ...posts(hook)[0], submittedAt: expect.any(String) });
    allowConsoleErrors(problems, /status of 500/);
  });

  test("timeout: the error notice, every value kept; a retry succeeds", async ({ page, hook }) => {
    hook.mode = "hang";
    const f = await openAudit(page);
    await fillAudit(page, f);
    await humanPause(page);
    await f.submit.click();
    await expect.poll(() => hook.posts.length).toBe(1);
    await expect(f.submit).toBeDisabled();
    await expect(f.submit).toHaveText("Submitting...");
    await page.clock.fastForward(timing.formDelivery.timeoutMs);
    await expectAuditFailureNotice(f);
    await expectAuditKept(f);

    hook.mode = "ok";
    await f.submit.click();
    await expectAuditSent(page, f);
    expect(hook.posts).toHaveLength(2);
  });

  test("a filled honeypot: success shown, nothing sent", async ({ page, hook }) => {
    const f = await openAudit(page);
    await fillAudit(page, f);
    await f.root.locator("input[name=notes]").evaluate((el: HTMLInputElement) => {
      el.value = "https://spam.example";
    });
    await humanPause(page);
    await f.submit.click();
    await page.clock.fastForward(timing.simulatedSubmitMs);
    await expectAuditSent(page, f);
    expect(hook.posts).toHaveLength(0);
  });

  test("the draft survives a reload and is cleared once sent", async ({ page, hook }) => {
    let f = await openAudit(page);
    await fillAudit(page, f);
    await page.clock.fastForward(timing.formDraft.debounceMs);
    await page.reload();
    await liveAuditForm(page);
    f = auditForm(page);
    await expectAuditKept(f);
    await expect(f.root).toContainText("We kept what you typed on your last visit.");

    await humanPause(page);
    await f.submit.click();
    await expectAuditSent(page, f);
    expect(hook.posts).toHaveLength(1);
    expect(
      await page.evaluate(() => localStorage.getItem("tideline:draft:audit-request")),
    ).toBeNull();
    await page.reload();
    await liveAuditForm(page);
    await expect(auditForm(page).name).toHaveValue("");
    await expect(auditForm(page).root).not.toContainText("We kept what you typed");
  });
});

// ---------------------------------------------------------------------------------------------
// Newsletter (footer)

const NEWSLETTER_PATH = "/contact";
const EMAIL = "owner@example.com";

async function openNewsletter(page: Page) {
  await page.goto(NEWSLETTER_PATH);
  const root = page
    .locator("footer form")
    .filter({ has: page.getByRole("textbox", { name: "Email address" }) });
  const input = root.getByRole("textbox", { name: "Email address" });
  await input.fill(EMAIL);
  return {
    root,
    input,
    submit: root.locator("button[type=submit]"),
    notice: root.getByRole("alert"),
  };
}

async function expectSubscribed(page: Page, input: Locator) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(messages.newsletterSuccess.title);
  await expect(toast).toContainText(messages.newsletterSuccess.description);
  await expect(input).toHaveValue("");
}

async function expectNewsletterFailureNotice(n: Awaited<ReturnType<typeof openNewsletter>>) {
  await expect(n.notice).toContainText(messages.newsletterFailed.title);
  await expect(n.notice).toContainText("try again");
  await expect(n.notice.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(n.input).toHaveValue(EMAIL);
  await expect(n.submit).toBeEnabled();
  await expect(n.submit).toHaveText("Subscribe");
}

test.describe("newsletter with an endpoint", () => {
  test("success: one POST with the address, the toast, a reset", async ({ page, hook }) => {
    const n = await openNewsletter(page);
    await humanPause(page);
    await n.submit.dblclick();
    await expectSubscribed(page, n.input);
    expect(posts(hook)).toEqual([
      {
        form: "newsletter",
        id: expect.stringMatching(uuid),
        values: { email: EMAIL },
        submittedAt: expect.stringMatching(isoDate),
        page: NEWSLETTER_PATH,
      },
    ]);
  });

  test("500: the error notice, the address kept; a retry succeeds", async ({
    page,
    hook,
    problems,
  }) => {
    hook.mode = "fail";
    const n = await openNewsletter(page);
    await humanPause(page);
    await n.submit.click();
    await expectNewsletterFailureNotice(n);
    expect(hook.posts).toHaveLength(1);
    hook.mode = "ok";
    await n.submit.click();
    await expectSubscribed(page, n.input);
    expect(hook.posts).toHaveLength(2);
    expect(posts(hook)[1]!.id).toBe(posts(hook)[0]!.id);
    await expect(n.notice).toBeEmpty();
    allowConsoleErrors(problems, /status of 500/);
  });

  test("timeout: the error notice, the address kept; a retry succeeds", async ({ page, hook }) => {
    hook.mode = "hang";
    const n = await openNewsletter(page);
    await humanPause(page);
    await n.submit.click();
    await expect.poll(() => hook.posts.length).toBe(1);
    await expect(n.submit).toBeDisabled();
    await page.clock.fastForward(timing.formDelivery.timeoutMs);
    await expectNewsletterFailureNotice(n);
    hook.mode = "ok";
    await n.submit.click();
    await expectSubscribed(page, n.input);
    expect(hook.posts).toHaveLength(2);
  });

  test("a filled honeypot: success shown, nothing sent", async ({ page, hook }) => {
    const n = await openNewsletter(page);
    await n.root.locator("input[name=notes]").evaluate((el: HTMLInputElement) => {
      el.value = "spam";
    });
    await humanPause(page);
    await n.submit.click();
    await page.clock.fastForward(timing.simulatedSubmitMs);
    await expectSubscribed(page, n.input);
    expect(hook.posts).toHaveLength(0);
  });
});

// Playwright answers CORS preflights itself whenever a route is set (and the shared fixture sets
// one), so the test above never shows the endpoint an OPTIONS. Here a browser without routes,
// with every other host unresolvable instead of routed, shows the real preflight.
test("the browser's own CORS preflight reaches the endpoint and passes", async ({ endpoint }) => {
  endpoint.reset();
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      ...chromiumArgs,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !/ERR_NAME_NOT_RESOLVED/.test(m.text())) errors.push(m.text());
    });
    await page.clock.install();
    await page.goto(`${siteOrigin}${NEWSLETTER_PATH}`);
    // A page outside the shared fixture: wait for hydration (it starts after load) by hand.
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const input = page.locator("footer").getByRole("textbox", { name: "Email address" });
    await input.fill(EMAIL);
    await humanPause(page);
    await page.locator("footer").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("toast")).toContainText(messages.newsletterSuccess.title);
    expect(endpoint.preflights).toHaveLength(1);
    expect(endpoint.preflights[0]!["access-control-request-method"]).toBe("POST");
    expect(endpoint.preflights[0]!["access-control-request-headers"]).toBe("content-type");
    expect(endpoint.posts).toHaveLength(1);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    endpoint.reset();
  }
});
