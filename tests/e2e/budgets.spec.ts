import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

import { allPages } from "../../app/content/route-index";
import { pageEndId } from "../../app/lib/page-end";
import { skippableSelector } from "../../app/lib/render-ahead";
import { budgets, htmlFileFor, measurePage } from "../../scripts/route-bytes.ts";
import { optimizeSvg, svgFilesBelow } from "../../scripts/svg.ts";
import { compileHint } from "../../scripts/vite-compile-hints.ts";
import { staticClosure } from "../../scripts/vite-shell-chunk.ts";
import { expect, test } from "./fixtures";
import { holdScript } from "./page-parts";

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

test("every page's first frame waits for the page's last element, the booking dock", () => {
  test.skip(test.info().project.name !== "desktop", "the HTML does not depend on the viewport");
  // Chromium otherwise paints after the parser's first chunk and then styles and lays out each
  // later chunk in a frame of its own, after the first paint (lib/page-end.ts, decision 0084).
  // The link names the dock, and the dock is the last element before the page's scripts (and
  // React's markers), so the first frame holds the whole page and no later one adds to it.
  const wrong: string[] = [];
  for (const path of [...allPages(), "/404.html"]) {
    const html = readFileSync(htmlFileFor(client, path), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    if (!head.includes(`<link rel="expect" href="#${pageEndId}" blocking="render"/>`))
      wrong.push(`${path}: no render-blocking expect link in <head>`);
    const dock = html.indexOf(`<aside id="${pageEndId}"`);
    const tail = html.slice(html.indexOf("</aside>", dock) + "</aside>".length);
    if (
      dock < html.lastIndexOf("</footer>") ||
      !/^(?:<script[^>]*>[\s\S]*?<\/script>|<!--[\s\S]*?-->)*<\/body>/.test(tail)
    )
      wrong.push(`${path}: the dock is not the last element before the scripts`);
  }
  expect(wrong).toEqual([]);
});

test("the phone menu's code is a chunk of its own, in no page's first load", () => {
  test.skip(test.info().project.name !== "desktop", "bytes do not depend on the viewport");
  // Its prerendered HTML works until the chunk arrives (CSS :target, native <details>); the
  // 1.1 KB it took from every page's first load is the budget's margin (decision 0038).
  const chunks = readdirSync(join(client, "assets")).filter((f) => /^mobile-menu-.*\.js$/.test(f));
  expect(chunks).toHaveLength(1);
  const loading = [...allPages(), "/404.html"].filter((path) =>
    measurePage(client, path).jsFiles.some((f) => f.includes("/mobile-menu-")),
  );
  expect(loading).toEqual([]);
});

test("no page hydrates a React Router Link: the site's links are plain anchors with handlers", () => {
  test.skip(test.info().project.name !== "desktop", "the HTML does not depend on the viewport");
  // A Link runs about fifteen hooks as it hydrates and marks its <a> with data-discover; the
  // site's links do what it did with one set of handlers (lib/in-app-link.ts, decision 0036).
  const withLinks = [...allPages(), "/404.html"].filter((path) =>
    readFileSync(htmlFileFor(client, path), "utf8").includes("data-discover"),
  );
  expect(withLinks).toEqual([]);
});

test("the app's JavaScript starts downloading only after the first paint, then hydrates", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "ordering does not depend on the viewport");
  for (const path of ["/", "/services/website-development", "/blog/measuring-automation-roi"]) {
    // The HTML as served preloads no modules: React Router's links are there, inert.
    const html = await (await page.request.get(path)).text();
    const links = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(links.length, path).toBeGreaterThan(3);
    expect(
      links.filter((l) => !l.includes('media="not all"')),
      path,
    ).toEqual([]);
    const preloaded = links.map((l) => /href="([^"]+)"/.exec(l)![1]!);
    // Once the page has painted the links are turned on, which requests every one of those
    // modules without waiting for another to arrive, not one import level after another
    // (decision 0074 §4). A local server answers faster than the links are turned on (one per
    // task, decision 0080), so the answers to those requests are held until all of them have
    // been asked for: a module that only an import finds cannot be asked for before its importer
    // arrives. (The hold ends after 5 s in any case, so that such a build fails the check below
    // instead of hanging.)
    const asked = new Set<string>();
    const isPreloaded = (url: URL) => preloaded.includes(url.pathname);
    const release: () => void = await holdScript(page, isPreloaded, {
      onRequest: (url) => {
        asked.add(url.pathname);
        if (preloaded.every((p) => asked.has(p))) release();
      },
      giveUpAfterMs: 5_000,
    });
    await page.goto(path); // the fixture waits for the hydration mark
    release();
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".js"))
        .map((r) => ({
          name: new URL(r.name).pathname,
          start: r.startTime,
          end: (r as PerformanceResourceTiming).responseEnd,
        })),
    }));
    expect(scripts.length, path).toBeGreaterThan(5);
    expect(
      scripts.filter((s) => s.start < fcp),
      `${path}: scripts requested before first contentful paint at ${fcp} ms`,
    ).toEqual([]);
    const requests = scripts.filter((s) => preloaded.includes(s.name));
    expect(requests.map((s) => s.name).sort(), path).toEqual([...preloaded].sort());
    const firstArrival = Math.min(...requests.map((s) => s.end));
    expect(
      requests.filter((s) => s.start > firstArrival).map((s) => s.name),
      `${path}: preloaded modules requested after the first of them arrived at ${firstArrival} ms`,
    ).toEqual([]);
    // This page's hold ends with it, so the next page's requests meet only that page's hold.
    await page.unroute(isPreloaded);
  }
});

test("a lazy import preloads only chunks that are not already loaded or requested", () => {
  test.skip(test.info().project.name !== "desktop", "the chunks do not depend on the viewport");
  // Each link Vite's preload helper appends costs main-thread time while the page hydrates
  // (scripts/vite-preload-deps.ts, decision 0048). A chunk's static imports were loaded before its
  // code could run an import(), and the imported chunk is requested by the import() itself.
  const assets = join(client, "assets");
  const code = new Map(
    readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .map((f) => [f, readFileSync(join(assets, f), "utf8")]),
  );
  const staticImports = (file: string) =>
    [...(code.get(file) ?? "").matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const wrong: string[] = [];
  let calls = 0;
  for (const [file, source] of code) {
    const table = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(
      source,
    );
    if (!table) continue;
    const deps = (JSON.parse(table[1]!) as string[]).map((d) => d.replace(/^assets\//, ""));
    const loaded = staticClosure((f) => ({ importedIds: staticImports(f) }), [file]);
    for (const m of source.matchAll(
      /import\(`\.\/([^`]+)`\)(?:\.then\([^)]*\))?,__vite__mapDeps\(\[([\d,]+)\]\)/g,
    )) {
      calls++;
      const listed = m[2]!.split(",").map((i) => deps[Number(i)]!);
      for (const dep of listed)
        if (dep === m[1] || loaded.has(dep))
          wrong.push(`${file}: import of ${m[1]} preloads ${dep}`);
    }
  }
  expect(calls).toBeGreaterThan(10);
  expect(wrong).toEqual([]);
});

test("every lazy import goes through the app's preload helper, which appends one link per task", () => {
  test.skip(test.info().project.name !== "desktop", "the chunks do not depend on the viewport");
  // Vite's own helper appends all of an import's links in the task of the call; the app's
  // (lib/chunk-preload.ts, scripts/vite-preload-helper.ts, decision 0081) appends each in a
  // task of its own, with `scheduler.yield()`. Vite's reads a CSP nonce from the page; the
  // app's does not.
  const assets = join(client, "assets");
  const chunks = readdirSync(assets).filter((f) => f.endsWith(".js"));
  const source = (f: string) => readFileSync(join(assets, f), "utf8");
  expect(chunks.filter((f) => source(f).includes("csp-nonce"))).toEqual([]);
  const helpers = chunks.filter(
    (f) => source(f).includes("modulepreload") && source(f).includes("scheduler?.yield?.()"),
  );
  expect(helpers).toHaveLength(1);
  expect(helpers[0]).toMatch(/^shell-/);
});

test("the shell, and no other chunk, starts with V8's compile hint", () => {
  test.skip(test.info().project.name !== "desktop", "the chunks do not depend on the viewport");
  // `//# allFunctionsCalledOnLoad` as a script's first line makes Chromium compile all its
  // functions while the file streams in, off the main thread (scripts/vite-compile-hints.ts,
  // decision 0082). A comment put there before minification would be dropped by it.
  const assets = join(client, "assets");
  const hinted = readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .filter((f) => readFileSync(join(assets, f), "utf8").startsWith(`${compileHint}\n`));
  expect(hinted).toHaveLength(1);
  expect(hinted[0]).toMatch(/^shell-/);
});

test("hydration finds React Router's head links in the HTML and creates none", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "the head does not depend on the viewport");
  // Every element the parser made is marked; after hydration, a head element without the mark
  // was created by script. Only lazy sections' preloads (Vite's, with `as`) may be new.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      for (const el of document.head.children) (el as Element & { parsed?: true }).parsed = true;
    }),
  );
  for (const path of [
    "/company",
    "/automations/sales-management",
    "/blog/measuring-automation-roi",
  ]) {
    await page.goto(path); // the fixture waits for the hydration mark
    const created = await page.evaluate(() =>
      [...document.head.children]
        .filter((el) => !(el as Element & { parsed?: true }).parsed)
        .filter((el) => !el.matches('link[rel="modulepreload"][as="script"]'))
        .map((el) => el.outerHTML),
    );
    expect(created, path).toEqual([]);
    // The parsed links, turned on after the first paint (scripts/defer-hydration.ts), are the
    // ones React adopted: none is left inert and none was made again.
    await expect(page.locator('head link[rel="modulepreload"][media="not all"]')).toHaveCount(0);
    expect(
      await page.locator('head link[rel="modulepreload"][media="all"]').count(),
      path,
    ).toBeGreaterThan(3);
  }
});

test("a press while React hydrates the shell is left to the page, not answered by hydrating it at once", async ({
  page,
}) => {
  test.skip(
    test.info().project.name !== "desktop",
    "event handling does not depend on the viewport",
  );
  // The moment React starts hydrating: it adds its listeners to the document in `hydrateRoot`,
  // and renders nothing before the task ends. A press then would make it render, commit and run
  // the effects of the whole shell inside the event (lib/shell-input.ts, decision 0036). A
  // probe on the document, where React listens, tells whether the press got there.
  await page.addInitScript(() => {
    const w = window as Window & { __reached?: string[]; __pressed?: boolean };
    w.__reached = [];
    document.addEventListener("pointerdown", (e) => w.__reached!.push(String(e.detail)), true);
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      add.call(this, type, listener, options);
      if (this === document && type === "pointerdown" && options === true && !w.__pressed) {
        w.__pressed = true;
        queueMicrotask(() =>
          document
            .querySelector("h1")!
            .dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, detail: 1 })),
        );
      }
    };
  });
  await page.goto("/"); // the fixture waits for the hydration mark
  expect(await page.evaluate(() => (window as Window & { __pressed?: boolean }).__pressed)).toBe(
    true,
  );
  // Once the shell is hydrated, presses reach React again.
  await page.evaluate(() =>
    document
      .querySelector("h1")!
      .dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, detail: 2 })),
  );
  expect(
    await page.evaluate(() => (window as Window & { __reached?: string[] }).__reached),
  ).toEqual(["2"]);
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
  // default OpenType features and `tnum` only (scripts/subset-font.mjs), 26.5 KB; with all of
  // Fontsource's features it was 30.3 KB.
  expect(statSync("app/assets/fonts/inter-core-wght.woff2").size).toBeLessThanOrEqual(27_000);
});

test("light sections below the first skip rendering until they near the screen", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "the rule does not depend on the viewport");
  await page.goto("/services/website-development");
  // Once the sections rendered ahead are all back to skipping (the next test).
  await expect(page.locator("html[data-rendered-ahead]")).toBeAttached();
  const sections = await page.evaluate(() =>
    [...document.querySelectorAll("main > section, body > footer")].map((el) => ({
      dark: el.matches(".on-dark, footer"),
      form: el.hasAttribute("data-form"),
      visibility: getComputedStyle(el).contentVisibility,
    })),
  );
  expect(sections[0]?.visibility, "the first screen is never skipped").toBe("visible");
  const later = sections.slice(1);
  expect(later.filter((s) => !s.dark && !s.form).length).toBeGreaterThan(3);
  // Dark bands and the footer always render, so contrast checks on the loaded page see them; so
  // does the audit form's section, so autofill has nothing to render at DOMContentLoaded (every
  // route's test checks that no form field is in a skipped section).
  expect(later.filter((s) => s.form)).toHaveLength(1);
  for (const s of later) expect(s.visibility).toBe(s.dark || s.form ? "visible" : "auto");
});

test("after hydration the skipped sections are laid out ahead, with no layout shift", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one width is enough: it sets its own");
  // A phone: an article's first screen holds the top of a skipped section (the body), which
  // the browser renders at once; forcing that one as well counted as a shift of 0.22.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifts += (e as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The sections that skip rendering now, and whether any kept an inline override.
  const skipping = () =>
    page.evaluate((selector) => {
      const auto = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (el) => getComputedStyle(el).contentVisibility === "auto",
      );
      return {
        auto: auto.length,
        skipped: auto.filter(
          (el) => !el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
        inline: auto.some((el) => el.style.contentVisibility),
      };
    }, skippableSelector);
  const renderedAhead = () =>
    page.evaluate(() => Number(document.documentElement.dataset.renderedAhead ?? Number.NaN));
  for (const path of [
    "/blog/measuring-automation-roi",
    "/blog/ai-strategy-guide-for-small-business",
    "/services/website-development",
  ]) {
    await page.goto(path);
    const before = await skipping();
    await expect.poll(renderedAhead).not.toBeNaN();
    // Every section skipped at load was rendered, none kept `visible`, and nothing moved beyond
    // the bench's CLS budget (a load without this change can read 0.00003: one header text node
    // at the font's swap).
    const after = await skipping();
    expect(await renderedAhead()).toBeGreaterThanOrEqual(before.skipped);
    expect(await renderedAhead()).toBeLessThanOrEqual(after.auto);
    expect(after.inline).toBe(false);
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).toBeLessThan(0.01);
  }
  expect(await renderedAhead()).toBeGreaterThan(0);
  // A page reached by a client-side navigation gets the same.
  await page.evaluate(() => delete document.documentElement.dataset.renderedAhead);
  await page.locator('footer a[href="/company"]').first().click();
  await expect(page).toHaveURL(/\/company$/);
  await expect.poll(renderedAhead).not.toBeNaN();
  expect((await skipping()).inline).toBe(false);
});

test("an in-page #target lays out every section, the mobile menu's #mobile-menu does not", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one width is enough: it sets its own");
  await page.setViewportSize({ width: 390, height: 844 });
  const later = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("main > section:not(.on-dark, [data-form])")]
        .slice(1)
        .map((el) => getComputedStyle(el).contentVisibility),
    );
  // A fragment in <main> needs the real height of everything above it (the jump must land).
  await page.goto("/services/website-development#audit");
  expect(new Set(await later())).toEqual(new Set(["visible"]));
  // The menu opens through :target before hydration; it must not lay out the whole page
  // (decision 0020: the tap that did cost 150–210 ms at 4× CPU).
  await page.goto("/services/website-development#mobile-menu");
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(page.locator("html[data-rendered-ahead]")).toBeAttached();
  expect(new Set(await later())).toEqual(new Set(["auto"]));
});

/** The stylesheet every page inlines (the same on all), for the tests that read its rules. */
function siteStylesheet(): string {
  test.skip(
    test.info().project.name !== "desktop",
    "the stylesheet does not depend on the viewport",
  );
  const html = readFileSync(htmlFileFor(client, "/"), "utf8");
  return html.slice(html.indexOf("<style"), html.indexOf("</style>"));
}

test("no style rule makes a child-position change restyle a whole subtree", () => {
  const css = siteStylesheet();
  // A rule such as `:is(.x:last-child > *)` (Tailwind's `last:*:` variants) is keyed on
  // :last-child with no feature for the subject, so Chromium restyles the whole subtree of any
  // element that stops being a last child: while the parser appends, that is most of the page,
  // again and again (decision 0021: home at 4x CPU, elements restyled per load 2,870 → 1,825).
  const selectors = [...css.matchAll(/(?:^|[{};])([^{};@]+)\{/g)].map((m) => m[1]!);
  expect(selectors.length).toBeGreaterThan(500);
  const structuralThenCombinator = /(?<!\\):(?:first|last|only|nth)-[a-z-]*(?:\([^)]*\))?[ >~+]/;
  expect(selectors.filter((s) => structuralThenCombinator.test(s))).toEqual([]);
});

test("no group variant makes a state change restyle a whole subtree", () => {
  const css = siteStylesheet();
  // Tailwind writes `group-hover:x` as `.x:is(:where(.group):hover *)`. Chromium cannot narrow
  // such a rule to the elements it can match, so a change of `:hover`, `:focus-within`, `[open]`
  // or `data-state` on any element restyled that element's whole subtree: opening the phone
  // menu under reduced motion took 25-29 ms of style at 4x CPU instead of 6-8 (decision 0077).
  // scripts/vite-group-selectors.ts writes them `:where(.group):hover .x`, the same match.
  const selectors = [...css.matchAll(/(?:^|[{};])([^{};@]+)\{/g)].map((m) => m[1]!);
  expect(selectors.filter((s) => /:is\([^{}]* \*\)/.test(s))).toEqual([]);
  const groupRules = selectors.filter((s) => /^:where\(\.group(?:\\\/\w+)?\)\S* \.group-/.test(s));
  expect(groupRules.length).toBeGreaterThanOrEqual(8);
});

test("utilities carry the theme's values, not variables the browser resolves per element", () => {
  const css = siteStylesheet();
  // `theme(inline)` and `@theme inline` (app/styles/app.css, decision 0043): `p-4` is
  // `padding: 1rem`, not `calc(var(--spacing) * 4)`, so the browser parses each value once with
  // the sheet instead of substituting and parsing it again for every element it styles. Only a
  // token the site sets again on some elements (a mint surface's secondary text) stays a variable.
  const scale =
    /var\(--(?:spacing|text|font-weight|radius|leading|tracking|container|ease|default)\b/g;
  expect(css.match(scale) ?? []).toEqual([]);
  const root = /:root,:host\{([^}]*)\}/.exec(css)?.[1] ?? "";
  const declared = [...root.matchAll(/(--[\w-]+):/g)].map((m) => m[1]);
  expect(declared).toContain("--color-muted-foreground");
  expect(declared.length).toBeLessThan(20);
  expect(css).toContain(".text-muted-foreground{color:var(--color-muted-foreground)}");
});

test("every SVG the build ships is already minified by SVGO, files and inline data URLs alike", () => {
  test.skip(test.info().project.name !== "desktop", "files do not depend on the viewport");
  const svgs = svgFilesBelow(client).map((f) => readFileSync(f, "utf8"));
  const inline = [...allPages(), "/404.html"]
    .map((path) => htmlFileFor(client, path))
    .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/"data:image\/svg\+xml,([^"]+)"/g)])
    .map((m) => decodeURIComponent(m[1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, "&")));
  expect(svgs.length).toBeGreaterThan(15);
  const unoptimized = [...svgs, ...new Set(inline)].filter((svg) => optimizeSvg(svg) !== svg);
  expect(unoptimized.map((svg) => svg.slice(0, 120))).toEqual([]);
});
