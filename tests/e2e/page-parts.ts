import { AxeBuilder } from "@axe-core/playwright";
import type { FrameLocator, Locator, Page, Request } from "@playwright/test";

import { expect } from "./fixtures";

/** The audit request form on /services/website-development, by its labels. */
export function auditForm(page: Page) {
  const root = page.locator("#audit-form");
  return {
    root,
    name: root.getByRole("textbox", { name: "Name" }),
    email: root.getByRole("textbox", { name: "Email" }),
    website: root.getByRole("textbox", { name: /Website/ }),
    service: root.getByRole("combobox", { name: "Service" }),
    /** The submit button whatever its label says (it reads 'Submitting...' while sending). */
    submit: root.locator("button[type=submit]"),
    notice: root.getByRole("alert"),
  };
}

/**
 * Brings the audit form near the screen, as a visitor scrolling down does, and waits for the live
 * form: the prerendered one hydrates only then (components/forms/lazy-audit-request-form.tsx).
 */
export async function liveAuditForm(page: Page) {
  await page.evaluate(() =>
    document.getElementById("audit-form")?.scrollIntoView({ block: "center" }),
  );
  await expect(page.locator("#audit-form[data-ready]")).toHaveCount(1);
}

/**
 * Clicks a placeholder link (`#`, a notice instead of a page) until its toast shows. The page's
 * hydration mark comes with the shell; a section whose code is a chunk of its own (the home
 * page's review strip) hydrates a moment later, and a click before that lands on the prerendered
 * `#` link, which the browser follows as before hydration.
 */
export async function clickForNotice(page: Page, link: Locator) {
  const toast = page.getByTestId("toast");
  await expect(async () => {
    await link.click();
    await expect(toast).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return toast;
}

/**
 * The home page's services carousel, scrolled into view, once Embla has attached (the track is
 * transformed). `transform()` reads the track's current position.
 */
export async function servicesCarousel(page: Page) {
  const carousel = page.getByRole("region", { name: "Our services" });
  await carousel.scrollIntoViewIfNeeded();
  const track = carousel.getByTestId("carousel-viewport").locator("> div");
  const transform = () => track.evaluate((el) => getComputedStyle(el).transform);
  await expect.poll(transform, { timeout: 8000 }).not.toBe("none");
  return { carousel, track, transform };
}

/**
 * Before an axe run: fade-up sections in their final state (a reveal may still fire after this,
 * so CSS, not DOM). With `settle`, it then waits for every finite animation still running to end
 * (mid-fade text has a lower contrast); endless ones (a marquee) are left running.
 */
export async function prepareForAxe(page: Page, { settle = false } = {}) {
  await page.addStyleTag({
    content:
      "[data-reveal] { opacity: 1 !important; transform: none !important; animation: none !important; }",
  });
  if (settle)
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    );
}

/**
 * Axe's violations of any impact (critical, serious, moderate, minor) on the page, or inside
 * `include`: one line per rule, with its impact and the elements. Only violations are collected in
 * full (`resultTypes`): the passes and the rules that do not apply keep one node each, which takes
 * a fifth less time on a two-core machine and finds the same violations.
 *
 * Axe runs in the page itself (`setLegacyMode`). By default AxeBuilder opens a second, blank page
 * for every run and injects axe there again to merge the frames' results, which takes longer than
 * axe's own audit. The public pages have no frame axe could reach (third-party embeds are blocked
 * in tests), so the results are the same either way.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/** The desktop menu's trigger for a group ("Services", "Automation", "Resources", "About"). */
export function menuTrigger(page: Page, group: string) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: group });
}

/**
 * Opens a desktop mega-menu group by hovering its trigger and returns the open panel once it
 * has settled. The hover goes to the menu once its script has taken over from the prerendered
 * CSS-hover menu: from then on each trigger carries aria-expanded (decision 0022).
 */
export async function openDesktopMenu(page: Page, group: string) {
  const trigger = menuTrigger(page, group);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.hover();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute("data-state", "open");
  return panel;
}

/**
 * Holds every request for files matching `match` (a glob, or a test of the URL) until the
 * returned function is called: the page runs without that code meanwhile, as on a slow network.
 * `onRequest` sees each held request as it comes, and may call the release itself. With
 * `giveUpAfterMs` the hold ends by itself after that long, so that a page which never asks for
 * what would release it fails its checks instead of hanging.
 */
export async function holdScript(
  page: Page,
  match: string | ((url: URL) => boolean),
  { onRequest, giveUpAfterMs }: { onRequest?: (url: URL) => void; giveUpAfterMs?: number } = {},
): Promise<() => void> {
  let resolve!: () => void;
  const held = new Promise<void>((r) => (resolve = r));
  const timer = giveUpAfterMs === undefined ? undefined : setTimeout(resolve, giveUpAfterMs);
  const release = () => {
    clearTimeout(timer);
    resolve();
  };
  await page.route(match, async (route) => {
    onRequest?.(new URL(route.request().url()));
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with hydration held: the page stays the prerendered HTML (plus its inline scripts)
 * until the returned function is called. The frame's own goto, because the fixture's page.goto
 * waits for hydration.
 */
export async function gotoBeforeHydration(page: Page, path: string): Promise<() => void> {
  const release = await holdScript(page, "**/assets/entry.client-*.js");
  await page.mainFrame().goto(path);
  return release;
}

/** Mark the document, so that `expectSameDocument` can tell a navigation kept it (in the app). */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
}

/** The document marked by `markDocument` is still the one shown: no page load happened. */
export async function expectSameDocument(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
}

/**
 * Navigate in the app (the router, no document load) to `path`, and check the document stayed:
 * a history entry of its own and the `popstate` the router listens to, as Back and Forward give.
 */
export async function navigateClientSide(page: Page, path: string) {
  await markDocument(page);
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
  await expect(page).toHaveURL(path);
  await expectSameDocument(page);
}

/** The paths of the requests `keep` accepts, from now on (a list that fills as the page loads). */
function requestPaths(page: Page, keep: (request: Request, path: string) => boolean): string[] {
  const paths: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (keep(r, path)) paths.push(path);
  });
  return paths;
}

/** The paths the page requests under `prefix` from now on. */
export const requestsUnder = (page: Page, prefix: string) =>
  requestPaths(page, (_, path) => path.startsWith(prefix));

/** The path of every script the page requests from now on (clear it with `length = 0`). */
export const scriptRequests = (page: Page) =>
  requestPaths(page, (r) => r.resourceType() === "script");

/**
 * The icons on the page (or in a frame: the editor's previews) whose `<use>` names no symbol the
 * document holds (each page carries its own, scripts/page-sprite.ts; the rest arrive after
 * hydration, lib/icon-sprite.ts).
 */
export function unresolvedIcons(target: Page | FrameLocator): Promise<string[]> {
  return target
    .locator("body")
    .evaluate((body) =>
      [...body.querySelectorAll("use")]
        .map((u) => u.getAttribute("href") ?? "")
        .filter(
          (href) => !href.startsWith("#") || !body.ownerDocument.getElementById(href.slice(1)),
        ),
    );
}

/**
 * The fonts Chromium drew the elements a selector matches with, read through the DevTools
 * protocol ("Inter (web font)", or a system face's name), and how many elements matched. The
 * drawings inlined in a page set their labels in its Inter (decision 0024).
 */
export async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  const used = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const f of fonts) used.add(`${f.familyName}${f.isCustomFont ? " (web font)" : ""}`);
  }
  await cdp.detach();
  return { count: nodeIds.length, fonts: [...used] };
}
