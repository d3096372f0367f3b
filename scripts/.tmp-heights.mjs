import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { chromiumArgs, findChromium } from "./chromium-path.mjs";
const base = process.argv[2];
const routes = readFileSync("/tmp/i15-routes.txt","utf8").trim().split("\n").filter(r=>!r.startsWith("/blog/"));
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const out = {};
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width===390?844:900 }, reducedMotion: "reduce" });
  await page.route((u) => !u.href.startsWith(base), (r) => r.abort());
  for (const p of routes) {
    await page.goto(base + p, { waitUntil: "load" });
    await page.evaluate(() => { document.documentElement.dataset.fullLayout = ""; });
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    (out[p] ??= {})[width] = h;
  }
  await page.close();
}
await browser.close();
console.log(JSON.stringify(out));
