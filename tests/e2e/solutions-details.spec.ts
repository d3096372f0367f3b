import type { Page } from "@playwright/test";

import { site } from "../../app/config/site";
import { agentPages } from "../../app/content/solutions/agent-pages";
import { automationPages } from "../../app/content/solutions/automations";
import { leadershipPages } from "../../app/content/solutions/leadership-pages";
import { expectBooking, expectNavigates, expectOpensBookingTab, hydrated } from "./company-helpers";
import { expect, test } from "./fixtures";
import { navigateClientSide, platformFonts, scriptRequests } from "./page-parts";

const region = (page: Page, title: string | RegExp) => page.getByRole("region", { name: title });

const headlines: Record<string, string> = {
  "sales-management": "Close More Deals, Faster.",
  "marketing-management": "Run Marketing on Autopilot",
  "cash-flow-management": "Predict and Control Your Cash Flow",
  "it-asset-management": "Manage Your Tech, Automatically",
};

test.describe("automation detail pages", () => {
  for (const record of automationPages) {
    const path = `/automations/${record.slug}`;
    test(`${path}: headline, hero button to /contact, 4 benefit cards, an image, 3 related pages`, async ({
      page,
    }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headlines[record.slug]!);
      const hero = page.locator("[data-slot=hero]");
      await expect(hero.getByRole("link", { name: record.hero.primary.label })).toHaveAttribute(
        "href",
        "/contact",
      );

      const benefits = region(page, record.benefits.title).getByRole("listitem");
      await expect(benefits).toHaveCount(4);
      for (const card of await benefits.all()) {
        await expect(card.getByRole("heading", { level: 3 })).toHaveCount(1);
        await expect(card.locator("svg")).toHaveCount(1);
        await expect(card.locator("[data-slot=card-body]")).not.toBeEmpty();
      }
      // Four per row on large screens, one per row on phones.
      const tops = await benefits.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      if (testInfo.project.name === "desktop") expect(new Set(tops).size).toBe(1);
      else expect(new Set(tops).size).toBe(4);

      // The page's own product mock-up is its hero visual, drawn inline: nothing to fetch
      // before the first paint (decision 0024), and no <img> in the hero.
      const image = hero.getByRole("img", { name: record.media.image.alt });
      await expect(image.locator("svg")).toHaveCount(1);
      expect(await image.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(200);
      await expect(hero.locator("img")).toHaveCount(0);

      const related = region(page, "Explore other solutions").getByRole("link");
      await expect(related).toHaveCount(3);
      await expect(related).toHaveText(record.related.map((r) => new RegExp(r.title)));
    });
  }

  test("the hero drawing is drawn inline at load and after a client-side navigation, no file fetched", async ({
    page,
  }) => {
    const [first, second] = automationPages;
    const files: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/images/")) files.push(path);
    });
    await page.goto(`/automations/${first!.slug}`);
    await hydrated(page);
    const art = (alt: string) => page.locator("[data-slot=hero]").getByRole("img", { name: alt });
    await expect(art(first!.media.image.alt).locator("svg")).toHaveCount(1);
    // The next page's drawing comes with its data (the route's prerendered .data file).
    await navigateClientSide(page, `/automations/${second!.slug}`);
    await expect(art(second!.media.image.alt).locator("svg")).toHaveCount(1);
    expect(files).toEqual([]);
  });

  test("an inlined drawing's labels are set in the page's Inter, not a system font", async ({
    page,
  }) => {
    // A drawing's file names "Inter, Arial, …" for when it is an image, on its <svg> (the
    // automation drawings) or on its <text>s (the podcast cover); inline, the labels take the
    // page's font stack (app.css), so none waits on a system font lookup (decision 0024).
    for (const path of [`/automations/${automationPages[0]!.slug}`, "/education/podcast"]) {
      await page.goto(path);
      await hydrated(page);
      const labels = await platformFonts(page, "[data-drawing] text");
      expect(labels.count, path).toBeGreaterThan(1);
      expect(labels.fonts, path).toEqual(["Inter (web font)"]);
    }
  });

  test("the sales page has its title, four capabilities, and the hero button navigates to /contact", async ({
    page,
  }) => {
    await page.goto("/automations/sales-management");
    await expect(page).toHaveTitle(`Sales Management Automation | ${site.name}`);
    await expect(page.locator("[data-slot=hero]")).toContainText("Sales Management Automation");
    await expect(
      region(page, "Four capabilities that run your sales process").getByRole("listitem"),
    ).toHaveCount(4);
    await expectNavigates(
      page,
      page.locator("[data-slot=hero]").getByRole("link", { name: "Automate My Sales Process" }),
      "/contact",
    );
  });
});

test.describe("AI agent detail pages", () => {
  for (const record of agentPages) {
    const path = `/ai/${record.slug}`;
    test(`${path}: every button goes to /contact`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.hero.title);
      await expect(page.locator("main a[data-booking]")).toHaveCount(0);
      const hero = page.locator("[data-slot=hero]");
      await expect(hero.getByRole("link", { name: record.hero.primary.label })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(
        region(page, record.cta.title).getByRole("link", { name: "Talk to Our Team" }),
      ).toHaveAttribute("href", "/contact");
      await expect(region(page, "How It Works").locator("ol > li")).toHaveCount(4);
      await expectNavigates(
        page,
        hero.getByRole("link", { name: record.hero.primary.label }),
        "/contact",
      );
    });
  }

  test("/ai/sales-agents: headline and the four-step How It Works", async ({ page }) => {
    await page.goto("/ai/sales-agents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your Unstoppable Sales Machine",
    );
    const steps = region(page, "How It Works").locator("ol > li");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      /Train/,
      /Integrate/,
      /Define workflows/,
      /Go live/,
    ]);
  });

  test("/ai/customer-service-agents: training, languages, voice and the 80% claim", async ({
    page,
  }) => {
    await page.goto("/ai/customer-service-agents");
    const main = page.locator("main");
    await expect(main.getByText(/^Trained on your business data/)).toBeVisible();
    await expect(main.getByText(/^Answers in multiple languages/)).toBeVisible();
    await expect(main.getByText(/consistent voice/)).toBeVisible();
    await expect(
      main.getByText("Up to 80% of common support queries can be handled", { exact: false }),
    ).toBeVisible();
    // The Spanish sample conversation is marked as Spanish for screen readers.
    await expect(main.locator('ol[lang="es"] > li')).toHaveCount(4);
  });
});

test.describe("leadership pages", () => {
  for (const record of leadershipPages) {
    const path = `/leadership/${record.slug}`;
    test(`${path}: its buttons open booking`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.hero.title);
      const buttons = page.locator("main a[data-booking]");
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) await expectBooking(button);
      await expect(page.locator('main a[href="/contact"]')).toHaveCount(0);
      // The page's own mock-up is its hero visual, drawn inline (decision 0024): no <img>.
      const hero = page.locator("[data-slot=hero]");
      const image = hero.getByRole("img", { name: record.media.image.alt });
      await expect(image.locator("svg")).toHaveCount(1);
      await expect(hero.locator("img")).toHaveCount(0);
    });
  }

  test("the hero button opens the booking page in a new tab", async ({ page }) => {
    await page.goto("/leadership/fractional-coo");
    await expectOpensBookingTab(
      page,
      page.locator("[data-slot=hero]").getByRole("link", { name: /^Book a COO Discovery Call/ }),
    );
  });
});

test("a detail page's record comes with its HTML: no record code, and never the not-found view's", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  for (const [path, record] of [
    ["/services/ai-strategy-consulting", "ai-strategy-consulting"],
    ["/automations/sales-management", "sales-management"],
    ["/ai/sales-agents", "sales-agents"],
    ["/leadership/fractional-coo", "fractional-coo"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(
      scripts.filter((s) => s.includes(`/${record}-`)),
      path,
    ).toEqual([]);
  }
  expect(scripts.filter((s) => s.includes("/not-found-view-"))).toEqual([]);
});
