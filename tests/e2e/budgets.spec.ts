import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

import { allPages } from "../../app/content/route-index";
import { budgets, htmlFileFor, measurePage } from "../../scripts/route-bytes.ts";
import { optimizeSvg, svgFilesBelow } from "../../scripts/svg.ts";
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

test("every page carries the symbols its icons use, and asks for no sprite file", () => {
  test.skip(test.info().project.name !== "desktop", "the HTML does not depend on the viewport");
  // Each page's icons point to symbols in the page itself (scripts/page-sprite.ts, decision 0040).
  const wrong: string[] = [];
  for (const path of [...allPages(), "/404.html"]) {
    const html = readFileSync(htmlFileFor(client, path), "utf8");
    const sprite = /<body><svg data-icon-sprite=""[^>]*>([\s\S]*?)<\/svg>/.exec(html)?.[1];
    const held = [...(sprite ?? "").matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]).sort();
    const used = [...new Set([...html.matchAll(/<use href="([^"]*)"/g)].map((m) => m[1]!))].sort();
    if (sprite === undefined) wrong.push(`${path}: no sprite first in <body>`);
    else if (used.some((href) => !href.startsWith("#")))
      wrong.push(`${path}: <use> outside the page: ${used.join(", ")}`);
    else if (held.join() !== used.map((href) => href.slice(1)).join())
      wrong.push(`${path}: holds ${held.join(", ")} for ${used.join(", ")}`);
    if (/\/assets\/icons-[0-9a-f]+\.svg/.test(html)) wrong.push(`${path}: names the sprite file`);
  }
  expect(wrong).toEqual([]);
});

test("the phone menu's code is a chunk of its own, in no page's first load", () => {
  test.skip(test.info().project.name !== "desktop", "bytes do not depend on the viewport");
  // Its prerendered HTML works until the chunk arrives (CSS :target, native <details>), so its
  // code need not be in every page's first load, where the byte budget is tight.
  const chunks = readdirSync(join(client, "assets")).filter((f) => /^mobile-menu-.*\.js$/.test(f));
  expect(chunks).toHaveLength(1);
  const loading = [...allPages(), "/404.html"].filter((path) =>
    measurePage(client, path).jsFiles.some((f) => f.includes("/mobile-menu-")),
  );
  expect(loading).toEqual([]);
});

test("every page's text is in the preloaded font subset, so a first screen loads one font file", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "text does not depend on the viewport");
  const ranges = (
    JSON.parse(readFileSync("app/assets/fonts/inter-core-ranges.json", "utf8")) as string[]
  ).map((r) => {
    const [lo = "", hi = lo] = r.slice(2).split("-");
    return [parseInt(lo, 16), parseInt(hi, 16)] as const;
  });
  const covered = (cp: number) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi);
  const misses: string[] = [];
  for (const path of [...allPages(), "/404.html"]) {
    const file = path.endsWith(".html") ? path : join(path, "index.html");
    const html = readFileSync(join(client, file), "utf8")
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
      .replace(/<[^>]*\splaceholder="([^"]*)"[^>]*>/g, " $1 ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&nbsp;/g, "\u00a0");
    const outside = [...new Set(html)].filter((c) => c >= " " && !covered(c.codePointAt(0)!));
    if (outside.length) misses.push(`${path}: ${outside.join(" ")}`);
  }
  expect(misses, "run `node scripts/subset-font.mjs` after adding these to its ranges").toEqual([]);

  // And in the browser: the home page fetches exactly one font, the preloaded subset.
  await page.goto("/");
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((r) => new URL(r.name).pathname)
      .filter((p) => p.endsWith(".woff2")),
  );
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/inter-core-wght/);
  // Its bytes are on every first screen's critical path (Lighthouse's LCP counts them): the
  // default OpenType features and `tnum` only (scripts/subset-font.mjs), about 26.5 KB; all of
  // Fontsource's features would add about 4 KB.
  expect(statSync("app/assets/fonts/inter-core-wght.woff2").size).toBeLessThanOrEqual(27_000);
});

test("every SVG the build ships is already minified by SVGO, files and inline data URLs alike", () => {
  test.skip(test.info().project.name !== "desktop", "files do not depend on the viewport");
  const svgs = svgFilesBelow(client).map((f) => readFileSync(f, "utf8"));
  // Attribute values only: a route's data, serialized in a script, escapes its quotes.
  const inline = [...allPages(), "/404.html"]
    .map((path) => htmlFileFor(client, path))
    .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/"data:image\/svg\+xml,([^"\\]+)"/g)])
    .map((m) => decodeURIComponent(m[1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, "&")));
  expect(svgs.length).toBeGreaterThan(15);
  const unoptimized = [...svgs, ...new Set(inline)].filter((svg) => optimizeSvg(svg) !== svg);
  expect(unoptimized.map((svg) => svg.slice(0, 120))).toEqual([]);
});
