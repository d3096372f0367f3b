/* global requestAnimationFrame, innerHeight, scrollTo */
// Full-page screenshots of the built site for looking at pages by eye.
// Usage: npx node scripts/screenshot.mjs [--base http://localhost:4173] [--out shots] /path [/path …]
// Writes <out>/<name>-390.png and <out>/<name>-1440.png. Third-party requests are blocked.
/* global document */
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { chromium } from "@playwright/test";

import { chromiumArgs, findChromium } from "./chromium-path.ts";

const args = process.argv.slice(2);
let base = "http://localhost:4173";
let out = "/tmp/shots";
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--base") base = args[++i];
  else if (args[i] === "--out") out = args[++i];
  else paths.push(args[i]);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const width of [390, 1440]) {
  const page = await browser.newPage({
    viewport: { width, height: width === 390 ? 844 : 900 },
    reducedMotion: "reduce",
  });
  await page.route(
    (url) => !url.href.startsWith(base),
    (route) => route.abort(),
  );
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    // A full-page picture shows the page as a visitor sees it scrolled through: sections skipped
    // off screen (content-visibility) are laid out, and fade-ups shown in their final state.
    await page.evaluate(() => {
      document.documentElement.dataset.fullLayout = "";
    });
    await page.addStyleTag({
      content:
        "[data-reveal] { opacity: 1 !important; transform: none !important; animation: none !important; }",
    });
    // Scrolled through a screen at a time, as a visitor would: lazy images load only near the
    // screen. Then back to the top, once the images that started loading have arrived.
    await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        await frame();
      }
      scrollTo(0, 0);
      // An image that is never shown (a closed menu's) never loads: wait 5 s at most.
      const loaded = Promise.all(
        [...document.images].map((img) =>
          img.complete ? null : new Promise((done) => (img.onload = img.onerror = done)),
        ),
      );
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 5000))]);
      await frame();
    });
    const name = p === "/" ? "home" : p.slice(1).replaceAll("/", "_");
    const file = join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    // Tall pages are also saved in viewport-sized parts, which are readable at full size.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = width === 390 ? 1400 : 1800;
    if (height > step * 1.5) {
      for (let y = 0, n = 1; y < height; y += step, n++) {
        const part = join(out, `${name}-${width}-part${n}.png`);
        const clip = { x: 0, y, width, height: Math.min(step, height - y) };
        await page.screenshot({ path: part, fullPage: true, clip });
        console.log(part);
      }
    }
  }
  await page.close();
}
await browser.close();
