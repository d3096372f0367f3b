import { join } from "node:path";

import { allPages } from "../../app/content/route-index";
import { budgets, measurePage } from "../../scripts/route-bytes.mjs";
import { expect, test } from "./fixtures";

/**
 * Byte budgets are deterministic, so they are tests: the JS and CSS a page's HTML asks for on
 * first load, brotli-compressed, for every prerendered page. (Scores and timings live in the bench.)
 */
const client = join(process.env.BUILD_DIR ?? "build", "client");

test("first-load byte budgets hold on every page", () => {
  test.skip(test.info().project.name !== "desktop", "bytes do not depend on the viewport");
  const over: string[] = [];
  for (const path of [...allPages(), "/404.html"]) {
    const r = measurePage(client, path);
    if (r.jsBytes > budgets.jsBytes)
      over.push(`${path}: JS ${r.jsBytes} B (${r.jsFiles.join(", ")})`);
    if (r.cssBytes > budgets.cssBytes) over.push(`${path}: CSS ${r.cssBytes} B`);
  }
  expect(over).toEqual([]);
});

test("the app's JavaScript starts downloading only after the first paint, then hydrates", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "ordering does not depend on the viewport");
  for (const path of ["/", "/services/website-development", "/blog/measuring-automation-roi"]) {
    await page.goto(path); // the fixture waits for the hydration mark
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".js"))
        .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
    }));
    expect(scripts.length, path).toBeGreaterThan(5);
    expect(
      scripts.filter((s) => s.start < fcp),
      `${path}: scripts requested before first contentful paint at ${fcp} ms`,
    ).toEqual([]);
    // The HTML as served preloads no modules (React Router adds its own links once hydrated).
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain("modulepreload");
  }
});
