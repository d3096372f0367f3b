import type { Page } from "@playwright/test";

import { footerLinks } from "../../app/config/footer";
import { navGroups } from "../../app/config/navigation";
import { expect, test } from "./fixtures";
import { servicesCarousel } from "./page-parts";

/**
 * Reduced motion, client-side navigation between neighbouring menu routes, and images that fail
 * to load. Desktop project only; each test is one page walking many checks.
 */

/** Record the durations of every ::view-transition animation of the next navigations. */
async function recordViewTransitions(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { vt: number[][] };
    w.vt = [];
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((arg: Parameters<typeof start>[0]) => {
      const t = start(arg);
      void t.ready
        .then(() =>
          w.vt.push(
            document
              .getAnimations()
              .filter((a) =>
                (a.effect as KeyframeEffect | null)?.pseudoElement?.startsWith("::view-transition"),
              )
              .map((a) => Number(a.effect!.getComputedTiming().duration)),
          ),
        )
        .catch(() => w.vt.push([]));
      return t;
    }) as typeof document.startViewTransition;
  });
}
const viewTransitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { vt: number[][] }).vt);

test("reduced motion: no falling icons, strip or page slide; counters final; instant scrolling", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.getByTestId("falling-icons")).toBeHidden();
  // Counters show their final values at once, without being scrolled into view.
  await expect(page.locator("[data-final] [aria-hidden]")).toHaveText(["2,847", "$8.2M", "94%"]);
  // The review strip does not scroll by itself.
  const strip = page.getByTestId("review-track");
  expect(await strip.evaluate((el) => el.getAnimations().length)).toBe(0);
  const x = await strip.evaluate((el) => el.getBoundingClientRect().x);
  await page.waitForTimeout(500);
  expect(await strip.evaluate((el) => el.getBoundingClientRect().x)).toBe(x);
  // Smooth scrolling becomes instant.
  await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
  // The carousel's buttons jump instead of gliding; it never advances by itself (home.spec).
  const { carousel, transform } = await servicesCarousel(page);
  const before = await transform();
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(transform, { message: "moved", timeout: 2000 }).not.toBe(before);
  const after = await transform();
  await page.waitForTimeout(300);
  expect(await transform(), "no glide").toBe(after);
  // No page slide: a client-side navigation runs no view-transition animation.
  await recordViewTransitions(page);
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.locator("h1")).toBeVisible();
  await expect.poll(() => viewTransitions(page)).toHaveLength(1);
  expect((await viewTransitions(page)).flat().filter((d) => d > 0)).toEqual([]);
});

test("client-side navigation along every neighbouring pair of menu routes, then the footer", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const chain = navGroups.flatMap((g) => g.links.map((l) => ({ group: g.title, ...l })));
  await page.goto(chain[0]!.href);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await recordViewTransitions(page);
  let pairs = 0;
  for (const [i, next] of chain.slice(1).entries()) {
    const trigger = nav.getByRole("button", { name: next.group });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    await panel.locator(`a[href="${next.href}"]`).click();
    await expect(page).toHaveURL(next.href);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    await page.mouse.move(700, 880);
    if (i === 0) {
      // Full motion: the page transition does run (so the reduced-motion probe above can see
      // one). The rest of the walk skips the 0.5 s fades to keep the suite fast.
      await expect.poll(() => viewTransitions(page)).toHaveLength(1);
      expect((await viewTransitions(page)).flat()).toContain(500);
      await page.emulateMedia({ reducedMotion: "reduce" });
    }
    pairs++;
  }
  expect(pairs).toBe(chain.length - 1);

  for (const link of footerLinks) {
    await page.locator("footer").getByRole("link", { name: link.title, exact: true }).click();
    await expect(page).toHaveURL(link.href);
    await expect(page.locator("h1")).toBeVisible();
  }
  // The fixture fails the test on any console error, React warning or failed request.
});

test("images that fail to load keep their box and leave readable alt text", async ({ page }) => {
  const boxes = async (path: string) => {
    await page.goto(path);
    const imgs = page.locator("main img");
    // Bring every (lazy) image into view, then wait until each has loaded or failed.
    await imgs.evaluateAll((els) => els.forEach((el) => el.scrollIntoView({ block: "center" })));
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main img")].every((el) => (el as HTMLImageElement).complete),
    );
    return imgs.evaluateAll((els) =>
      els.map((el) => {
        const img = el as HTMLImageElement;
        const r = img.getBoundingClientRect();
        return {
          src: img.getAttribute("src"),
          w: Math.round(r.width),
          h: Math.round(r.height),
          alt: img.alt,
        };
      }),
    );
  };
  // The website page's before/after pictures are the site's image files in a page's main content;
  // its other pictures and the drawings elsewhere are drawn in the page.
  const path = "/services/website-development";
  const loaded = await boxes(path);
  await page.route("**/images/**", (route) => route.abort("blockedbyclient"));
  const broken = await boxes(path);
  await page.unroute("**/images/**");
  expect(broken, `${path}: same boxes without the image files`).toEqual(loaded);
  expect(loaded.length).toBeGreaterThan(0);
  // The before/after images are meaningful: each has its own alternative.
  const caseAlts = await page.goto("/services/website-development").then(() =>
    page
      .getByTestId("website-case")
      .locator("img")
      .evaluateAll((els) => els.map((el) => (el as HTMLImageElement).alt)),
  );
  expect(caseAlts).toHaveLength(4);
  for (const alt of caseAlts) expect(alt.length).toBeGreaterThan(10);
});
