import { test as base, expect, type Response } from "@playwright/test";

import { recoverableErrorPrefix } from "../../app/lib/recoverable-error";

export { expect };

/** Console text of a hydration mismatch or another error React recovered from. */
const HYDRATION_PROBLEM = new RegExp(
  [
    escapeRegExp(recoverableErrorPrefix),
    "Minified React error #(418|419|421|422|423|425)",
    "Hydration failed",
    "hydrat(ed|ing|ion).*(didn't|did not) match",
    "There was an error while hydrating",
  ].join("|"),
  "i",
);
function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

type Fixtures = {
  /** Console errors, React warnings and page errors collected during the test. */
  problems: string[];
};

/**
 * Every e2e test gets: third-party requests blocked (the site must work without them), and a
 * check at the end that the page logged no console error, React warning or uncaught exception.
 */
export const test = base.extend<Fixtures>({
  // A page can finish hydrating after Playwright's "load": React hydrates in a transition,
  // spread over several tasks. Tests act like a visitor on a hydrated page, so goto and reload
  // of an HTML page wait for the root's hydration mark (unless JavaScript is off).
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const untilHydrated = async (response: Response | null) => {
        const html = (await response?.headerValue("content-type"))?.includes("text/html");
        if (html) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => untilHydrated(await goto(url, options));
      page.reload = async (options) => untilHydrated(await reload(options));
    }
    await provide(page);
  },
  problems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      await page.route(
        (url) => url.origin !== origin && url.protocol !== "data:",
        (route) => route.abort("blockedbyclient"),
      );
      const notFoundDocuments = new Set<string>();
      page.on("console", (msg) => {
        const text = msg.text();
        // A page that drifts from its prerendered HTML: React's recoverable errors, which
        // app/entry.client.tsx logs with a fixed prefix, and React's own hydration messages
        // (minified errors 418/423/425 in production, "Hydration failed"/"didn't match" in dev),
        // whatever the console level.
        if (HYDRATION_PROBLEM.test(text)) {
          problems.push(`hydration mismatch: ${text}`);
          return;
        }
        // Chrome reports a not-found page's own 404 status as a console error: that is the
        // host answering as intended, not a fault of the page.
        if (/status of 404/.test(text) && notFoundDocuments.has(msg.location().url)) return;
        if (msg.type() === "error" && !/ERR_BLOCKED_BY_CLIENT|net::ERR_FAILED/.test(text))
          problems.push(`console.error: ${text}`);
        if (msg.type() === "warning" && /React|Warning:/.test(text))
          problems.push(`warning: ${text}`);
      });
      // React's default for a recoverable error is reportError(), which lands here.
      page.on("pageerror", (err) =>
        problems.push(
          `${HYDRATION_PROBLEM.test(err.message) ? "hydration mismatch" : "pageerror"}: ${err.message}`,
        ),
      );
      page.on("response", (res) => {
        const url = new URL(res.url());
        if (res.request().resourceType() === "document" && res.status() === 404)
          notFoundDocuments.add(res.url());
        if (
          url.origin === origin &&
          res.status() >= 400 &&
          res.request().resourceType() !== "document"
        ) {
          problems.push(`HTTP ${res.status()} ${url.pathname}`);
        }
      });
      await use(problems);
      // A page rendered from two documents (HTML prerendered for one route, hydrated into
      // another) shows up as a second <title>, description, <main> or h1 in the live document.
      if (!page.isClosed()) {
        const doubled = await page
          .evaluate(() =>
            ["head > title", 'meta[name="description"]', "main", "h1"]
              .map((q) => [q, document.querySelectorAll(q).length] as const)
              .filter(([, n]) => n > 1)
              .map(([q, n]) => `${n}× ${q}`),
          )
          .catch(() => []);
        if (doubled.length) problems.push(`one document, two pages: ${doubled.join(", ")}`);
      }
      expect(problems, "console errors, React warnings, page errors or failed requests").toEqual(
        [],
      );
    },
    { auto: true },
  ],
});
