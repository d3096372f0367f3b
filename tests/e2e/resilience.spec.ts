import { allPages } from "../../app/content/route-index";
import { expect, test } from "./fixtures";

const pages = allPages();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page's content is readable and visible without scripts", async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "one width is enough for the content check");
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      if (!(await page.locator("h1").isVisible())) problems.push(`${path}: h1 not visible`);
      // Nothing in main waits for a script to become visible.
      const hidden = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll("h1, h2, h3, p, li, a, dt, dd")]
          .filter((el) => {
            const cs = getComputedStyle(el);
            return el.textContent?.trim() && (cs.opacity === "0" || cs.visibility === "hidden");
          })
          .map((el) => el.textContent!.trim().slice(0, 40)),
      );
      if (hidden.length) problems.push(`${path}: hidden text ${hidden.join(" | ")}`);
      if ((await page.locator("main").innerText()).length < 200)
        problems.push(`${path}: little text`);
    }
    expect(problems).toEqual([]);
    expect(pages.length).toBeGreaterThan(40);
  });

  test("the phone menu reaches every menu destination", async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "phone layout");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.locator("#mobile-menu");
    await expect(dialog).toBeVisible();
    await dialog.locator("summary", { hasText: "About" }).click();
    await dialog.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL("/company/careers");
    await expect(page.locator("h1")).toBeVisible();
  });

  test("the desktop menu panels open on focus and hover", async ({ page }) => {
    test.skip(test.info().project.name !== "desktop", "desktop layout");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Resources" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", "/blog");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/blog");
  });
});

test.describe("links", () => {
  test("a crawl from / reaches only indexed pages that answer 200; external links open safely", async ({
    page,
    request,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one crawl is enough");
    test.setTimeout(120_000);
    const known = new Set(pages);
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const problems: string[] = [];
    let crawled = 0;
    while (queue.length) {
      const path = queue.shift()!;
      const res = await request.get(path);
      if (res.status() !== 200) problems.push(`${path} answered ${res.status()}`);
      if (!known.has(path)) problems.push(`${path} is not in the route index`);
      crawled++;
      const html = await res.text();
      for (const m of html.matchAll(/<a\b[^>]*>/g)) {
        const tag = m[0];
        const href = /href="([^"]*)"/.exec(tag)?.[1];
        if (
          !href ||
          href === "#" ||
          href.startsWith("#") ||
          href.startsWith("mailto:") ||
          href.startsWith("tel:")
        )
          continue;
        if (/^https?:\/\//.test(href)) {
          if (!/target="_blank"/.test(tag) || !/rel="noopener noreferrer"/.test(tag))
            problems.push(`${path}: external link ${href} without target/rel`);
          continue;
        }
        const target = href.split("#")[0]!.split("?")[0]!;
        if (!target.startsWith("/") || seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    expect(problems).toEqual([]);
    expect(crawled).toBe(seen.size);
    // Every page is reachable from the home page by links.
    expect(pages.filter((p) => !seen.has(p))).toEqual([]);
    await page.goto("/");
  });
});
