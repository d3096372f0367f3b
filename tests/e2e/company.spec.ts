import { site } from "../../app/config/site";
import { founderPath } from "../../app/content/route-index";
import { expectBooking, expectNavigates, expectOpensBookingTab, hydrated } from "./company-helpers";
import { expect, test } from "./fixtures";
import { openDesktopMenu } from "./page-parts";

test.describe("/company", () => {
  test("hero, origin story, a leadership team of six with portraits, and related cards", async ({
    page,
  }) => {
    await page.goto("/company");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: /job site/ })).toBeVisible();

    const team = page.locator("#team").getByRole("listitem");
    await expect(team).toHaveCount(6);
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(team.first().getByRole("heading", { level: 3 })).toHaveText(site.founder.name);
    await expect(team.first()).toContainText(site.founder.role);
    for (const member of await team.all()) {
      // Until a photo is uploaded, the round portrait frame shows the person's initials.
      const name = await member.getByRole("heading", { level: 3 }).innerText();
      const initials = name
        .split(" ")
        .filter((_, i, all) => i === 0 || i === all.length - 1)
        .map((w) => w[0])
        .join("");
      const portrait = member.locator("[data-slot=portrait]");
      await expect(portrait).toHaveAttribute("aria-hidden", "true"); // the name is right below
      await expect(portrait.locator("[data-slot=monogram]")).toHaveText(initials);
      const box = (await portrait.boundingBox())!;
      expect(Math.round(box.width)).toBe(Math.round(box.height));
      expect(box.width).toBeGreaterThanOrEqual(120);
    }

    const related = page.getByRole("region", { name: "Explore other company pages" });
    await expect(related.getByRole("listitem")).toHaveCount(3);
  });

  test("links to the founder story page", async ({ page }) => {
    await page.goto("/company");
    const link = page.getByRole("link", { name: `Read ${site.founder.name}'s story` });
    await expectNavigates(page, link, founderPath);
    await expect(page.locator("h1")).toContainText(site.founder.name);
  });
});

test.describe("founder story", () => {
  test("tells the story in several sections and links back to /company", async ({ page }) => {
    expect(founderPath).toBe(`/company/${site.founder.slug}`);
    await page.goto(founderPath);
    await expect(page.locator("h1")).toContainText(site.founder.name);
    const article = page.locator("article");
    expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
    const words = (await article.innerText()).split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(600);

    const back = page.getByRole("link", { name: "Back to Company" });
    await expect(back).toHaveCount(2);
    await expectNavigates(page, back.first(), "/company");
  });

  test("is linked from the About menu", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    if (test.info().project.name === "phone") {
      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Site menu" });
      await dialog.locator("details").nth(3).locator("summary").click();
      await dialog.locator(`a[href="${founderPath}"]`).click();
    } else {
      const panel = await openDesktopMenu(page, "About");
      await panel.locator(`a[href="${founderPath}"]`).click();
    }
    await expect(page).toHaveURL(founderPath);
  });
});

test.describe("/company/careers", () => {
  const roles = [
    "Automation Consultant",
    "AI Specialist",
    "Fractional COO",
    "Sales Development Representative",
  ];

  test("lists four remote openings, each with a department, and Apply Now opens booking", async ({
    page,
  }) => {
    await page.goto("/company/careers");
    const openings = page.locator("#openings").getByRole("listitem");
    await expect(openings).toHaveCount(4);
    await expect(openings.getByRole("heading", { level: 3 })).toHaveText(roles);
    for (const opening of await openings.all()) {
      await expect(opening.locator("dt", { hasText: "Department" })).toHaveCount(1);
      await expect(opening.locator("dt", { hasText: "Location" }).locator("+ dd")).toHaveText(
        "Remote",
      );
      await expect(opening.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expectBooking(opening.getByRole("link", { name: /^Apply Now/ }));
    }
    await expect(page.getByRole("link", { name: /^Apply Now/ })).toHaveCount(4);
  });

  test("'Get in touch' opens the booking page in a new tab", async ({ page }) => {
    await page.goto("/company/careers");
    const touch = page.getByRole("link", { name: /^Get in touch/ });
    await expectBooking(touch);
    await hydrated(page);
    await expectOpensBookingTab(page, touch);
  });
});

test.describe("/company/mission-values", () => {
  test("shows the mission text and the four values, exactly", async ({ page }) => {
    await page.goto("/company/mission-values");
    await expect(page.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
    await expect(page.getByText(/^To help owner-led service businesses/)).toBeVisible();
    await expect(page.locator("#values").getByRole("heading", { level: 3 })).toHaveText([
      "Be a True Partner",
      "Guide Don't Just Advise",
      "Simplify the Complex",
      "Maintain a Founder's Mentality",
    ]);
  });
});
