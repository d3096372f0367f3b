import { allPages } from "../../app/content/route-index";
import { expect, test } from "./fixtures";
import { axeViolations, prepareForAxe } from "./page-parts";

/**
 * Every page in the route index: HTTP 200; exactly one h1, whose text is already in the
 * prerendered HTML; its own title and description; no console errors (fixture); and no axe
 * violations of any impact (critical, serious, moderate, minor) at 1440 px and at 390 px. One
 * page load checks both widths. Sections waiting for their scroll reveal are shown in their final
 * state first (page-parts.ts prepareForAxe): at opacity 0, axe could not check contrast.
 */
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

for (const path of allPages()) {
  test(`route ${path}`, async ({ page, request }) => {
    test.skip(test.info().project.name !== "desktop", "checks both widths in one page load");
    test.setTimeout(60_000); // axe twice on the longest pages takes a while on two cores
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const prerenderedH1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await res.text())?.[1] ?? "");

    // The content editor's bundle is its own: no public page loads anything under /admin/.
    const adminRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/admin")) adminRequests.push(r.url());
    });
    await page.goto(path);
    const h1 = page.locator("h1");
    await expect(h1).toHaveCount(1);
    const h1Text = decode(await h1.innerText());
    expect(h1Text.length).toBeGreaterThan(2);
    expect(prerenderedH1, "the h1 is in the prerendered HTML").toBe(h1Text);

    expect((await page.title()).length).toBeGreaterThan(10);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);

    await prepareForAxe(page);
    expect(await axeViolations(page), "axe at 1440 px").toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    expect(await axeViolations(page), "axe at 390 px").toEqual([]);
    expect(adminRequests, "requests under /admin/").toEqual([]);
  });
}
