import { join } from "node:path";

import { allPages } from "../../app/content/route-index";
import { budgets, measurePage } from "../../scripts/route-bytes.mjs";
import { expect, test } from "./fixtures";

/**
 * Byte budgets are deterministic, so they are tests: the JS and CSS a page's HTML asks for on
 * first load, brotli-compressed, for every prerendered page. (Scores and timings live in the bench.)
 */
const client = join(process.env.BUILD_DIR ?? "build", "client");

test.describe("first-load byte budgets", () => {
  for (const path of [...allPages(), "/404"]) {
    test(`budget ${path}`, () => {
      test.skip(test.info().project.name !== "desktop", "bytes do not depend on the viewport");
      const r = measurePage(client, path === "/404" ? "/404.html" : path);
      expect(r.jsBytes, `JS for ${path}: ${r.jsFiles.join(", ")}`).toBeLessThanOrEqual(
        budgets.jsBytes,
      );
      expect(r.cssBytes, `CSS for ${path}`).toBeLessThanOrEqual(budgets.cssBytes);
    });
  }
});
