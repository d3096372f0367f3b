import type { Page } from "@playwright/test";

import { site } from "../../app/config/site";
import { agentArchetypes } from "../../app/content/solutions/agent-catalogue";
import { workflowTemplates } from "../../app/content/solutions/workflow-templates";
import { expectBooking, expectNavigates, expectOpensBookingTab } from "./company-helpers";
import { expect, test } from "./fixtures";
import { platformFonts, requestsUnder } from "./page-parts";

/** The page section headed by `title` (sections are regions labelled by their h2). */
const region = (page: Page, title: string | RegExp) => page.getByRole("region", { name: title });

test.describe("/automations", () => {
  test("hero button goes to /contact", async ({ page }) => {
    await page.goto("/automations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Stop Doing the Work Your Software Should Do",
    );
    const hero = page.locator("[data-slot=hero]");
    await expectNavigates(
      page,
      hero.getByRole("link", { name: "Plan My First Automation" }),
      "/contact",
    );
  });

  test("has three capability cards, a workflow diagram with a text equivalent, two use cases and a success story", async ({
    page,
  }) => {
    await page.goto("/automations");
    const capabilities = region(page, "Three ways automation gives you your week back");
    await expect(capabilities.getByRole("listitem")).toHaveCount(3);
    await expect(capabilities.getByRole("heading", { level: 3 })).toHaveText([
      "Connect every tool",
      "Automate the handoffs",
      "Report without spreadsheets",
    ]);

    const diagram = page.getByRole("list", { name: "Workflow diagram, from trigger to outcome" });
    const nodes = diagram.getByRole("listitem");
    await expect(nodes).toHaveCount(5);
    await expect(nodes.first()).toContainText("Trigger");
    await expect(nodes.first()).toContainText("New enquiry arrives");
    await expect(nodes.nth(1)).toContainText("Step 1");
    await expect(nodes.last()).toContainText("Outcome");
    await expect(nodes.last()).toContainText("Appointment booked");
    const figure = page.getByRole("figure").filter({ has: diagram });
    await expect(figure.locator("figcaption")).toContainText(
      "In plain words: When a new enquiry arrives, the workflow records it in your CRM",
    );

    const useCases = region(page, "What this looks like in a real business");
    await expect(useCases.getByRole("listitem")).toHaveCount(2);
    await expect(useCases.getByText("The result")).toHaveCount(2);

    const story = region(page, "How a design-build studio got its evenings back");
    await expect(story.locator("blockquote")).toBeVisible();
    await expect(story.getByRole("definition")).toHaveCount(3);

    const related = region(page, "Explore other solutions");
    await expect(related.getByRole("link")).toHaveCount(3);
  });

  test("links to the four automation detail pages", async ({ page }) => {
    await page.goto("/automations");
    const areas = region(page, "Four areas we automate most often");
    await expect(areas.getByRole("link")).toHaveCount(4);
    await expectNavigates(
      page,
      areas.getByRole("link", { name: /about Cash Flow Management/ }),
      "/automations/cash-flow-management",
    );
  });
});

test.describe("/ai-agents", () => {
  test("hero button goes to /contact; roadmap, cultural integration and 10 capabilities", async ({
    page,
  }) => {
    await page.goto("/ai-agents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Digital Teammates That Never Miss a Lead",
    );
    const approach = region(page, "A roadmap first, then a team that wants to use it");
    await expect(approach.getByRole("heading", { level: 3 })).toHaveText([
      "AI Roadmap",
      "Cultural Integration",
    ]);
    const capabilities = region(page, /^10 things an AI agent can/);
    await expect(capabilities.locator("ol > li")).toHaveCount(10);
    await expect(page.locator('main a[href="/ai/sales-agents"]').first()).toBeVisible();

    const hero = page.locator("[data-slot=hero]");
    await expectNavigates(
      page,
      hero.getByRole("link", { name: "Talk to Us About an Agent" }),
      "/contact",
    );
  });
});

/** The shared agent catalogue: four archetypes, each with category, description, features and Learn More (booking). */
async function expectAgentCatalogue(page: Page) {
  const catalogue = page.locator("#agent-catalogue");
  const cards = catalogue.locator("[data-agent]");
  await expect(cards).toHaveCount(4);
  await expect(cards.locator("[data-slot=card-title]")).toHaveText(
    agentArchetypes.map((a) => a.name),
  );
  for (const [i, agent] of agentArchetypes.entries()) {
    const card = cards.nth(i);
    await expect(card).toHaveAttribute("data-agent", agent.category);
    await expect(card.getByText(agent.category, { exact: true })).toBeVisible();
    await expect(card.getByText(agent.description)).toBeVisible();
    await expect(
      card.getByRole("list", { name: `${agent.name} features` }).getByRole("listitem"),
    ).toHaveCount(agent.features.length);
    const learnMore = card.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveText(/Learn More/);
    await expectBooking(learnMore);
  }
  expect(agentArchetypes.map((a) => a.category)).toEqual([
    "Sales",
    "Customer Service",
    "Marketing",
    "Human Resources",
  ]);
  await expectOpensBookingTab(page, cards.first().getByRole("link", { name: /^Learn More/ }));
}

test.describe("agent catalogue", () => {
  test("/ai-agents lists the four archetypes; Learn More opens booking in a new tab", async ({
    page,
  }) => {
    await page.goto("/ai-agents");
    await expectAgentCatalogue(page);
  });

  test("/services/our-agents presents the same catalogue", async ({ page }) => {
    await page.goto("/services/our-agents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Meet the Agents We Build for Your Team",
    );
    await expectAgentCatalogue(page);
  });
});

test.describe("/services/our-workflows", () => {
  test("lists the four templates with integrations and a Request Demo that opens booking", async ({
    page,
  }) => {
    await page.goto("/services/our-workflows");
    const cards = page.locator("[data-template]");
    await expect(cards).toHaveCount(4);
    await expect(cards.locator("[data-slot=card-title]")).toHaveText([
      "Sales Lead Engagement",
      "New Client Onboarding",
      "Content Repurposing Engine",
      "Appointment Reminder System",
    ]);
    for (const [i, t] of workflowTemplates.entries()) {
      const card = cards.nth(i);
      await expect(card.getByText(t.description)).toBeVisible();
      const integrations = card.getByRole("list", { name: `${t.name} integrations` });
      await expect(integrations.getByRole("listitem")).toHaveText(t.integrations);
      await expectBooking(card.getByRole("link", { name: /^Request Demo/ }));
    }
    await expectOpensBookingTab(page, cards.nth(1).getByRole("link", { name: /^Request Demo/ }));
  });

  test("the reminder template says reminders go out 24 hours and 1 hour before appointments", async ({
    page,
  }) => {
    await page.goto("/services/our-workflows");
    const reminders = page.locator('[data-template="Appointment Reminder System"]');
    await expect(reminders).toContainText(
      "Reminders go out 24 hours and 1 hour before every appointment.",
    );
  });
});

test.describe("/fractional-leadership", () => {
  test("has 8 service areas, 6 help signals, 5 industries and three related cards", async ({
    page,
  }) => {
    await page.goto("/fractional-leadership");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Senior Leadership Without the Full-Time Salary",
    );
    await expect(
      region(page, "Eight areas a fractional leader takes on").getByRole("listitem"),
    ).toHaveCount(8);
    await expect(
      region(page, "Six signs you need a fractional leader").getByRole("listitem"),
    ).toHaveCount(6);
    await expect(
      region(page, "Where our leaders have run the business themselves").getByRole("listitem"),
    ).toHaveCount(5);
    const related = region(page, "Explore our leadership services");
    await expect(related.getByRole("link")).toHaveCount(3);
    await expect(related.getByRole("link").first()).toHaveAttribute(
      "href",
      "/leadership/fractional-coo",
    );
  });

  test("the hero button opens booking", async ({ page }) => {
    await page.goto("/fractional-leadership");
    const book = page
      .locator("[data-slot=hero]")
      .getByRole("link", { name: /^Book a Leadership Call/ });
    await expectBooking(book);
    expect(await book.getAttribute("href")).toBe(site.bookingUrl);
  });
});

test.describe("overview heroes' previews", () => {
  for (const [path, label, count, files] of [
    ["/automations", "Automation areas", 4, "/images/automations/"],
    ["/fractional-leadership", "Leadership services", 3, "/images/leadership/"],
  ] as const) {
    test(`${path} draws its ${count} mock-ups in the page, hidden from screen readers, with nothing to fetch`, async ({
      page,
    }, info) => {
      test.skip(
        info.project.name !== "desktop",
        "the previews show beside the text on large screens",
      );
      // As <img> files each would be an SVG document of its own, built on the main thread while
      // the page loads, with system font lookups for its labels.
      const fetched = requestsUnder(page, files);
      await page.goto(path);
      const preview = page.getByRole("navigation", { name: label });
      const links = preview.getByRole("link");
      await expect(links).toHaveCount(count);
      const drawings = preview.locator("[data-drawing]");
      await expect(drawings).toHaveCount(count);
      for (const drawing of await drawings.all()) {
        await expect(drawing).toHaveAttribute("aria-hidden", "true");
        await expect(drawing.locator("svg text").first()).toBeVisible();
      }
      // Each link is named by its page's title alone: the drawing adds nothing to the name.
      for (const link of await links.all()) {
        const title = (await link.locator(":scope > span:last-child").innerText())
          .replace("→", "")
          .trim();
        await expect(link).toHaveAccessibleName(title);
      }
      const labels = await platformFonts(page, `nav[aria-label="${label}"] [data-drawing] text`);
      expect(labels.count).toBeGreaterThan(count);
      expect(labels.fonts).toEqual(["Inter (web font)"]);
      expect(fetched).toEqual([]);
    });
  }
});
