import { addressLines, site } from "../../app/config/site";
import { hydrated } from "./company-helpers";
import { expect, test } from "./fixtures";
import { navigateClientSide, scriptRequests } from "./page-parts";

const longDate = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

for (const path of ["/privacy-policy", "/terms-of-agreement"]) {
  test.describe(path, () => {
    test("has eight or nine numbered sections, the age limit and JAMS arbitration", async ({
      page,
    }) => {
      await page.goto(path);
      const headings = await page
        .locator("main section h2")
        .filter({ hasText: /^\d+\. / })
        .allTextContents();
      expect(headings.length).toBeGreaterThanOrEqual(8);
      expect(headings.length).toBeLessThanOrEqual(9);
      headings.forEach((h, i) => expect(h.startsWith(`${i + 1}. `), h).toBe(true));
      // The text, not its rendering: the document's parts off screen are not laid out (app.css).
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text).toMatch(/\b13\b/);
      expect(text).toMatch(/arbitration in Kent County, Delaware under JAMS rules/);
    });

    test("'Last Updated' is today's date in the visitor's browser", async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByTestId("last-updated")).toHaveText(
        `Last Updated: ${longDate(new Date())}`,
      );
    });

    test("'Last Updated' follows the browser's clock, not the build date", async ({ page }) => {
      const later = new Date(2031, 2, 14, 10, 0, 0);
      await page.clock.setFixedTime(later);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByTestId("last-updated")).toHaveText("Last Updated: March 14, 2031");
      await expect(page.getByTestId("last-updated").locator("time")).toHaveAttribute(
        "datetime",
        "2031-03-14",
      );
    });

    test("ends with the postal address and contact e-mail from config", async ({ page }) => {
      await page.goto(path);
      const address = page.locator("main address");
      await expect(address).toContainText(site.name);
      for (const line of addressLines) await expect(address).toContainText(line);
      await expect(address.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
    });
  });
}

test("a legal page's sections ship in its HTML, and a client-side navigation brings the other's as data", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "downloads do not depend on the viewport");
  const scripts = scriptRequests(page);
  const bodies = () => scripts.filter((s) => /\/(privacy-policy|terms-of-agreement)-/.test(s));
  const sections = page.locator("main section h2").filter({ hasText: /^\d+\. / });

  await page.goto("/privacy-policy");
  await hydrated(page);
  const privacy = await sections.allTextContents();
  expect(privacy.length).toBeGreaterThanOrEqual(8);
  expect(bodies()).toEqual([]);

  // The same template shows the other document: its own sections, not the last page's.
  await navigateClientSide(page, "/terms-of-agreement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Agreement");
  await expect(sections.first()).toHaveText(/^1\. /);
  expect(await sections.allTextContents()).not.toEqual(privacy);
  expect(bodies()).toEqual([]);
});
