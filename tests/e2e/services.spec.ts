import type { Locator, Page } from "@playwright/test";

import { site } from "../../app/config/site";
import { expect, test } from "./fixtures";
import { axeViolations, prepareForAxe } from "./page-parts";

async function expectBookingLink(link: Locator) {
  await expect(link).toHaveAttribute("href", site.bookingUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** Card or step titles of one section (step titles carry a visually hidden "Step n: "). */
const titles = (page: Page, id: string) => page.locator(`#${id} li h3`);
const related = (page: Page) =>
  page.locator("section[aria-labelledby=related-title] ul[role=list] > li > a");
const closing = (page: Page) => page.locator("section[aria-labelledby=cta-title]");

test.describe("service pages", () => {
  test("/services/ai-strategy-consulting: the three-step methodology, booking, related links", async ({
    page,
  }) => {
    await page.goto("/services/ai-strategy-consulting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 2, name: "Our three-step methodology" }),
    ).toBeVisible();
    await expect(page.locator("#methodology ol > li")).toHaveCount(3);
    await expect(titles(page, "methodology")).toHaveText([
      "Step 1: Discovery & Assessment",
      "Step 2: Strategy & Roadmap Development",
      "Step 3: Governance & Execution Plan",
    ]);
    await expectBookingLink(page.getByRole("link", { name: /Book a Free Strategy Call/ }));
    await expect(related(page)).toHaveCount(3);
    await expectBookingLink(closing(page).getByRole("link"));
  });

  test("/services/ai-education-programs: core workshop topics and three delivery formats", async ({
    page,
  }) => {
    await page.goto("/services/ai-education-programs");
    await expect(
      page.getByRole("heading", { level: 2, name: "Core workshop topics" }),
    ).toBeVisible();
    expect(await titles(page, "topics").count()).toBeGreaterThanOrEqual(3);
    await expect(
      page.getByRole("heading", { level: 2, name: "Three delivery formats" }),
    ).toBeVisible();
    await expect(titles(page, "formats")).toHaveText(["On-Demand", "Live Virtual", "On-Site"]);
    await expectBookingLink(page.getByRole("link", { name: /Plan a Workshop for Your Team/ }));
    await expect(related(page)).toHaveCount(3);
  });

  test("/services/ai-roadmap-development: three roadmap components", async ({ page }) => {
    await page.goto("/services/ai-roadmap-development");
    await expect(
      page.getByRole("heading", { level: 2, name: "Three roadmap components" }),
    ).toBeVisible();
    await expect(titles(page, "components")).toHaveText([
      "Current-State Assessment",
      "Prioritised Initiatives",
      "Timeline & KPIs",
    ]);
    await expectBookingLink(page.getByRole("link", { name: /Book a Roadmap Call/ }));
    await page.getByRole("link", { name: "Start With Strategy" }).click();
    await expect(page).toHaveURL("/services/ai-strategy-consulting");
  });

  test("/services/ai-implementation-services: workflow automation with a workflow-automation tool, custom agents", async ({
    page,
  }) => {
    await page.goto("/services/ai-implementation-services");
    await expect(titles(page, "offerings")).toHaveText([
      "Workflow Automation",
      "Custom AI Agent Development",
    ]);
    await expect(page.locator("#offerings")).toContainText("workflow-automation tool");
    await expectBookingLink(page.getByRole("link", { name: /Book an Implementation Call/ }));
    await expect(related(page)).toHaveCount(3);
  });

  test("/services/fractional-ai-leadership: /contact button, text links, models, measures, related", async ({
    page,
  }) => {
    await page.goto("/services/fractional-ai-leadership");
    const text = page.locator("#what");
    await expect(text.getByRole("link", { name: "fractional AI leadership" })).toHaveAttribute(
      "href",
      "/services/fractional-ai-leadership",
    );
    await expect(text.getByRole("link", { name: "AI strategy consulting" })).toHaveAttribute(
      "href",
      "/services/ai-strategy-consulting",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "Three ways to work together" }),
    ).toBeVisible();
    await expect(titles(page, "models")).toHaveText([
      "Strategic Advisor",
      "Project Lead",
      "Interim Leader",
    ]);
    await expect(titles(page, "success")).toHaveText([
      "On time and on budget",
      "Roadmap KPIs achieved",
      "A more AI-literate team",
    ]);
    await expect(page.locator("#success")).toContainText("KPIs in your AI roadmap");
    await expect(related(page)).toHaveCount(3);
    expect(await related(page).evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/services/ai-strategy-consulting",
      "/services/ai-education-programs",
      "/company",
    ]);
    await expect(closing(page).getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const hero = page.locator("[data-slot=hero]");
    await hero.getByRole("link", { name: "Talk to an AI Leader" }).click();
    await expect(page).toHaveURL("/contact");
  });

  for (const slug of [
    "ai-strategy-consulting",
    "ai-education-programs",
    "ai-roadmap-development",
    "ai-implementation-services",
    "fractional-ai-leadership",
  ]) {
    test(`/services/${slug} ends in related links and a clear next step`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      const sections = page.locator("main section");
      const count = await sections.count();
      await expect(sections.nth(count - 2)).toHaveAttribute("aria-labelledby", "related-title");
      await expect(sections.nth(count - 1)).toHaveAttribute("aria-labelledby", "cta-title");
      const next = closing(page).getByRole("link");
      await expect(next).toHaveCount(1);
      const href = await next.getAttribute("href");
      expect([site.bookingUrl, "/contact"]).toContain(href);
      for (const link of await related(page).all()) {
        const target = await link.getAttribute("href");
        expect(target).toMatch(/^\/[a-z/-]*$/);
        expect(target).not.toBe(`/services/${slug}`);
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await prepareForAxe(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
