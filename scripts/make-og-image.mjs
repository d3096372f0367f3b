/* global document */
// Draws the site's default social card (public/og-default.jpg, 1200×630) with headless Chromium
// from brand tokens and site facts. Run once after a brand change: `npx node scripts/make-og-image.mjs`.
// The image is committed, so builds need no browser.
import { readFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumArgs, findChromium } from "./chromium-path.ts";

const site = readFileSync(new URL("../app/config/site.ts", import.meta.url), "utf8");
const pick = (key) => new RegExp(`${key}: "([^"]+)"`).exec(site)?.[1] ?? "";
const name = pick("name");
const tagline = pick("tagline");
const font = new URL(
  "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  import.meta.url,
);

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${readFileSync(font).toString("base64")}) format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; overflow: hidden;
  background: radial-gradient(ellipse at top right, #1d5f5b, transparent 60%), #082524; padding: 80px 88px; position: relative; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
.brand span { color: #abe4db; font-weight: 500; }
h1 { margin-top: 96px; font-size: 76px; line-height: 1.05; letter-spacing: -0.02em; max-width: 900px; font-weight: 800; }
p { margin-top: 28px; font-size: 32px; color: #d5f2ed; }
.cta { position: absolute; right: 88px; bottom: 80px; background: #f5a93a; color: #082524; font-weight: 700; font-size: 26px; padding: 18px 30px; border-radius: 14px; }
</style></head><body>
<div class="brand"><svg width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M6 19c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3" fill="none" stroke="#1b4d4a" stroke-width="2.6" stroke-linecap="round"/><path d="M6 12.5c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3" fill="none" stroke="#46b0a5" stroke-width="2.6" stroke-linecap="round"/></svg>
${name.replace(/ (\S+)$/, " <span>$1</span>")}</div>
<h1>Process Solutions That Grow Your Business</h1>
<p>${tagline}</p>
<div class="cta">Book a free 30-minute call</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: "load" });
await page.evaluate(() => document.fonts.ready);
// JPEG keeps the gradient card well under the 100 KB social-card budget.
await page.screenshot({
  path: new URL("../public/og-default.jpg", import.meta.url).pathname,
  type: "jpeg",
  quality: 85,
});
await browser.close();
console.log("wrote public/og-default.jpg");
