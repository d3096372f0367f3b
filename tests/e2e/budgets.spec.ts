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
