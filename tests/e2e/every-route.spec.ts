import { AxeBuilder } from "@axe-core/playwright";

import { allPages } from "../../app/content/route-index";
import { expect, test } from "./fixtures";

/** Every page in the route index: 200, one h1 that is in the prerendered HTML, own title and description, no serious axe violations. */
const pages = allPages();
const seenTitles = new Map<string, string>();

for (const path of pages) {
  test(`route ${path}`, async ({ page, request }) => {
    test.setTimeout(60_000); // axe on the longest pages takes a while on a 2-core machine
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();

    await page.goto(path);
    const h1 = page.locator("h1");
    await expect(h1).toHaveCount(1);
    const h1Text = (await h1.innerText()).trim();
    expect(h1Text.length).toBeGreaterThan(2);
    const firstWords = h1Text
      .split(/\s+/)
      .slice(0, 3)
      .join(" ")
      .replace(/&/g, "&amp;")
      .replace(/'/g, "&#x27;");
    expect(html, "h1 text is in the prerendered HTML").toContain(firstWords.split(" ")[0]);

    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);
    expect(seenTitles.get(title) ?? path, `title "${title}" is unique`).toBe(path);
    seenTitles.set(title, path);

    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
