import { readFileSync } from "node:fs";
import { join } from "node:path";

import { allPages, notFoundPath } from "../../app/content/route-index";
import { expect, test } from "./fixtures";

/**
 * Metadata of every prerendered page, read from the built HTML (what crawlers get): a title and a
 * 50–160 character description unique to the page, a canonical URL on the configured base URL,
 * Open Graph and Twitter tags; the sitemap lists exactly the route index.
 */
const buildDir = process.env.BUILD_DIR ?? "build";
const client = join(buildDir, "client");
/** The tab icon every page inlines: public/favicon.svg drawn at 32 px. */
const faviconPng = "app/assets/images/favicon-32.png";
const file = (path: string) =>
  path === "/" ? join(client, "index.html") : join(client, path.slice(1), "index.html");
const attr = (html: string, re: RegExp) =>
  re
    .exec(html)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");

function head(path: string) {
  const html = readFileSync(file(path), "utf8");
  return {
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)"/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(html, /<meta property="og:title" content="([^"]*)"/),
    ogImage: attr(html, /<meta property="og:image" content="([^"]*)"/),
    twitterCard: attr(html, /<meta name="twitter:card" content="([^"]*)"/),
  };
}

test.describe("metadata", () => {
  test.beforeEach(() =>
    test.skip(test.info().project.name !== "desktop", "reads built files once"),
  );

  test("every page has its own title and description in range, a canonical and social tags", () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const problems: string[] = [];
    const base = new URL(head("/").canonical!).origin;
    for (const path of allPages()) {
      const h = head(path);
      if (!h.title || h.title.length < 10 || h.title.length > 70)
        problems.push(`${path}: title "${h.title}"`);
      const d = h.description ?? "";
      if (d.length < 50 || d.length > 160)
        problems.push(`${path}: description is ${d.length} characters`);
      if (titles.has(h.title!))
        problems.push(`${path}: title also used by ${titles.get(h.title!)}`);
      if (descriptions.has(d))
        problems.push(`${path}: description also used by ${descriptions.get(d)}`);
      titles.set(h.title!, path);
      descriptions.set(d, path);
      const expected = path === "/" ? `${base}/` : `${base}${path}`;
      if (h.canonical !== expected) problems.push(`${path}: canonical ${h.canonical}`);
      if (
        h.ogTitle !== h.title ||
        !h.ogImage?.startsWith(base) ||
        h.twitterCard !== "summary_large_image"
      )
        problems.push(`${path}: social tags`);
    }
    expect(problems).toEqual([]);
  });

  test("every page points at its own 1200×630 social card, under 100 KB", () => {
    const seen = new Set<string>();
    for (const path of allPages()) {
      const { ogImage } = head(path);
      const twitter = attr(
        readFileSync(file(path), "utf8"),
        /<meta name="twitter:image" content="([^"]*)"/,
      );
      expect(twitter, path).toBe(ogImage);
      const image = new URL(ogImage!).pathname;
      expect(image, path).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
      expect(seen.has(image), `${path}: card shared with another page`).toBe(false);
      seen.add(image);
      const png = readFileSync(join(client, image));
      expect(png.subarray(1, 4).toString(), path).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
      expect(png.length, path).toBeGreaterThan(10_000);
      expect(png.length, path).toBeLessThan(100 * 1024);
    }
    // The not-found page keeps the default card.
    expect(readFileSync(join(client, "404.html"), "utf8")).toContain("/og-default.jpg");
  });

  test("browsers get the favicon inline; search engines and iOS get it as files", () => {
    // Decision 0024: a favicon request before the first paint was on Lighthouse's simulated LCP
    // path. Decision 0076: inline as a PNG, not as the SVG itself, which the renderer would build
    // a document for on its main thread after `load` and after every navigation.
    const inline = `data:image/png;base64,${readFileSync(faviconPng).toString("base64")}`;
    for (const path of [...allPages(), "/404"]) {
      const html = readFileSync(path === "/404" ? join(client, "404.html") : file(path), "utf8");
      const icons = [
        ...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]*)"(?: type="([^"]*)")?/g),
      ];
      expect(
        icons.map(([, rel, href, type]) => [
          rel,
          href!.replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
          type,
        ]),
        path,
      ).toEqual([
        ["apple-touch-icon", "/apple-touch-icon.png", undefined],
        ["icon", inline, "image/png"],
      ]);
    }
    const png = readFileSync(join(client, "apple-touch-icon.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    // /favicon.ico is what clients without a link ask for; without it they get the 404 page.
    const ico = readFileSync(join(client, "favicon.ico"));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // ICO header
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(2); // at least 2 sizes
    expect(ico[6]).toBe(48); // the first entry is 48 px, the smallest Google recommends
  });

  test("the inline favicon is public/favicon.svg drawn at 32 px", async ({ page }) => {
    // The PNG is redrawn by hand when the SVG changes: this fails when one changed without the
    // other.
    await page.setContent("<!doctype html><title>favicon</title>");
    const png = readFileSync(faviconPng);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
    const diff = await page.evaluate(
      async ([pngUri, svgUri]) => {
        const pixels = async (src: string) => {
          const img = new Image(32, 32);
          img.src = src;
          await img.decode();
          const canvas = document.createElement("canvas");
          canvas.width = canvas.height = 32;
          const ctx = canvas.getContext("2d")!;
          ctx.drawImage(img, 0, 0, 32, 32);
          return ctx.getImageData(0, 0, 32, 32).data;
        };
        const [a, b] = [await pixels(pngUri!), await pixels(svgUri!)];
        let sum = 0;
        let max = 0;
        for (let i = 0; i < a.length; i++) {
          const d = Math.abs(a[i]! - b[i]!);
          sum += d;
          max = Math.max(max, d);
        }
        return { mean: sum / a.length, max };
      },
      [
        `data:image/png;base64,${png.toString("base64")}`,
        `data:image/svg+xml;base64,${readFileSync("public/favicon.svg").toString("base64")}`,
      ],
    );
    // Antialiasing may differ by a few levels between Chromium versions; a changed colour or
    // shape moves whole pixels.
    expect(diff.mean).toBeLessThan(2);
    expect(diff.max).toBeLessThan(48);
  });

  test("the not-found page is noindex", () => {
    const html = readFileSync(join(client, "404.html"), "utf8");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(notFoundPath).toBe("/404");
  });

  test("sitemap.xml lists exactly the route index, with lastmod, and robots.txt names it", () => {
    const xml = readFileSync(join(client, "sitemap.xml"), "utf8");
    const base = new URL(head("/").canonical!).origin;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!.replace(base, "") || "/",
    );
    const normalised = locs.map((l) => (l === "/" ? "/" : l));
    expect(new Set(normalised)).toEqual(new Set(allPages()));
    expect(normalised).toHaveLength(allPages().length);
    expect([...xml.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)]).toHaveLength(
      allPages().length,
    );
    expect(readFileSync(join(client, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${base}/sitemap.xml`,
    );
  });
});
