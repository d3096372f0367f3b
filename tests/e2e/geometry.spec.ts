import type { Page } from "@playwright/test";

import { allPages } from "../../app/content/route-index";
import { expect, test } from "./fixtures";
import { prepareForAxe } from "./page-parts";

/**
 * Layout geometry on every route at 1440 px and as a 390 px phone, scrolled through like a
 * visitor, one test per width:
 * - the floating booking button covers no text and no control at any scroll position, and at
 *   the end of the page nothing sits under the dock it lives in (space is reserved for it);
 * - no list grid leaves an empty cell in its last row;
 * - every section's heading starts on the page's column (or is centred on it), and no text,
 *   card or control in a section starts left of the column.
 * Reduced motion keeps the review strip and carousel still, so positions are stable.
 */
test.use({ reducedMotion: "reduce" });

type Box = { left: number; top: number; right: number; bottom: number };

/** Every check that runs in the page, for one scroll position. Returns problems as text. */
function inPage() {
  const round = (n: number) => Math.round(n);
  const describe = (el: Element) => {
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${text}"`;
  };
  const intersect = (a: Box, b: Box): Box | null => {
    const r = {
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    };
    return r.right - r.left > 0.5 && r.bottom - r.top > 0.5 ? r : null;
  };
  /** The part of a box left visible by every clipping ancestor (overflow other than visible). */
  const clipped = (el: Element, box: Box): Box | null => {
    let r: Box | null = box;
    for (let p = el.parentElement; p && r; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== "visible" || s.overflowY !== "visible")
        r = intersect(r, p.getBoundingClientRect());
    }
    return r;
  };
  const shown = (el: Element) => {
    const s = getComputedStyle(el);
    return s.visibility !== "hidden" && s.display !== "none" && Number(s.opacity) > 0.05;
  };
  // (The second selector finds the button of the layout before the dock, to prove the test fails.)
  const dock =
    document.querySelector("[data-booking-dock]") ??
    document.querySelector("a.fixed[data-booking]")?.parentElement;
  const button = dock?.querySelector("a[data-booking]");

  /** Visible line boxes of text, and boxes of controls, in main and footer (not the dock). */
  function contentBoxes(): { el: Element; box: Box }[] {
    const out: { el: Element; box: Box }[] = [];
    for (const root of document.querySelectorAll("main, footer")) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (!parent || !n.textContent?.trim() || !shown(parent)) continue;
        if (parent.closest(".sr-only, svg, script, style")) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          const box = clipped(parent, r);
          if (box) out.push({ el: parent, box });
        }
      }
      for (const c of root.querySelectorAll("a, button, input, select, textarea, summary")) {
        if (!shown(c) || c.closest(".sr-only")) continue;
        const box = clipped(c, c.getBoundingClientRect());
        if (box) out.push({ el: c, box });
      }
    }
    return out;
  }

  return {
    /** Text or controls the floating button covers, at this scroll position. */
    covered(): string[] {
      if (!dock || !button) return ["no floating booking button"];
      const b = button.getBoundingClientRect();
      const pad = 4;
      const zone = {
        left: b.left - pad,
        top: b.top - pad,
        right: b.right + pad,
        bottom: b.bottom + pad,
      };
      // The dock bar, when opaque, hides what passes under it whole, as the fixed header does.
      const d = dock.getBoundingClientRect();
      const opaque = getComputedStyle(dock).backgroundColor !== "rgba(0, 0, 0, 0)";
      return contentBoxes()
        .filter(({ box }) => intersect(box, zone))
        .filter(({ box }) => !(opaque && box.left >= d.left - 1 && box.right <= d.right + 1))
        .map(({ el, box }) => `${describe(el)} at x=${round(box.left)} y=${round(box.top)}`);
    },
    /** At the end of the page: nothing under the dock (its space is reserved). */
    underDock(): string[] {
      if (!dock) return [];
      const d = dock.getBoundingClientRect();
      return contentBoxes()
        .filter(({ box }) => intersect(box, d))
        .map(({ el, box }) => `${describe(el)} at x=${round(box.left)} y=${round(box.top)}`);
    },
    /** List grids whose last row leaves a hole (not counting rows that scroll sideways). */
    orphans(): string[] {
      const out: string[] = [];
      for (const grid of document.querySelectorAll("main ul, main ol, main dl, main [data-grid]")) {
        const s = getComputedStyle(grid);
        if (s.display !== "grid" || s.gridAutoFlow.startsWith("column")) continue;
        const columns = s.gridTemplateColumns.split(" ").filter(Boolean).length;
        const items = [...grid.children].filter(
          (c) => shown(c) && c.getBoundingClientRect().width > 0,
        );
        if (columns < 2 || items.length < 2) continue;
        const g = grid.getBoundingClientRect();
        const contentRight = g.right - parseFloat(s.paddingRight);
        const tops = [...new Set(items.map((c) => round(c.getBoundingClientRect().top)))].sort(
          (a, b) => a - b,
        );
        if (tops.length < 2) continue;
        const last = items.filter((c) => round(c.getBoundingClientRect().top) === tops.at(-1));
        const right = Math.max(...last.map((c) => c.getBoundingClientRect().right));
        const cell = (g.width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)) / columns;
        if (contentRight - right > cell * 0.5)
          out.push(
            `${describe(grid)}: last row ends ${round(contentRight - right)} px short of the grid`,
          );
      }
      return out;
    },
    /** Section headings on the column (or centred on it); nothing in a section left of it. */
    offColumn(column: { left: number; right: number }): string[] {
      const out: string[] = [];
      const sections = document.querySelectorAll("main section, footer");
      // A section's title (its first h1 or h2); the footer's column headings sit in their columns.
      for (const section of document.querySelectorAll("main section")) {
        const h = section.querySelector("h1, h2");
        if (!h || !shown(h) || h.closest(".sr-only")) continue;
        const r = h.getBoundingClientRect();
        const onColumn = Math.abs(r.left - column.left) <= 1.5;
        const centred =
          Math.abs(r.left - column.left - (column.right - r.right)) <= 2 && r.left >= column.left;
        // A split section may put its media first and its heading in the second column.
        const mediaOnColumn = [
          ...section.querySelectorAll("img, figure, [data-slot=card], [role=img]"),
        ]
          .filter(shown)
          .some((m) => Math.abs(m.getBoundingClientRect().left - column.left) <= 1.5);
        if (!onColumn && !centred && !mediaOnColumn)
          out.push(`${describe(h)} starts at x=${round(r.left)}, column at ${round(column.left)}`);
      }
      const seen = new Set<Element>();
      for (const section of sections)
        for (const { el, box } of contentBoxes()) {
          if (!section.contains(el) || seen.has(el)) continue;
          if (box.left < column.left - 1.5) {
            seen.add(el);
            out.push(
              `${describe(el)} starts at x=${round(box.left)}, left of the column at ${round(column.left)}`,
            );
          }
        }
      return out;
    },
  };
}

async function scrollThrough(page: Page, check: () => Promise<string[]>) {
  const problems = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) * 0.6;
  for (let y = 0; y < height + step; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    for (const p of await check()) problems.add(p);
  }
  return [...problems];
}

/** The page's column: the header's content box (logo on the left). */
async function pageColumn(page: Page) {
  return page.evaluate(() => {
    const logo = document.querySelector("header a[href='/']")!.getBoundingClientRect();
    const left = logo.left;
    return { left, right: document.documentElement.clientWidth - left };
  });
}

const run = <T>(page: Page, fn: string, arg?: T) =>
  page.evaluate(
    ([source, name, a]) => {
      // The checks are one source (inPage) shared by every call.
      const checks = new Function(`return (${source})()`)() as Record<
        string,
        (x?: unknown) => string[]
      >;
      return checks[name]!(a);
    },
    [inPage.toString(), fn, arg] as const,
  );

/**
 * One width's checks on a page: loaded, every section laid out, scrolled through top to bottom
 * with the floating button checked at each stop, then the end, the grids and the column.
 */
async function checkGeometry(page: Page, path: string) {
  const width = page.viewportSize()?.width;
  await page.goto(path);
  await prepareForAxe(page);
  const covered = await scrollThrough(page, () => run(page, "covered"));
  expect(covered, `${width} px: the floating button covers text or a control`).toEqual([]);
  expect(await run(page, "underDock"), `${width} px: content under the dock at the end`).toEqual(
    [],
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  expect(await run(page, "orphans"), `${width} px: grids with an empty cell`).toEqual([]);
  const column = await pageColumn(page);
  expect(await run(page, "offColumn", column), `${width} px: off the column`).toEqual([]);
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const path of allPages())
    test(`geometry ${path}`, async ({ page }) => {
      test.skip(test.info().project.name !== "desktop", "sets its own viewport");
      test.setTimeout(60_000);
      await checkGeometry(page, path);
    });
});

/**
 * At 390 px the page is loaded as a phone loads it (mobile viewport rules, `isMobile`): there,
 * anything that reaches past the screen's right edge outside a clipping box widens the layout
 * viewport, and everything sized to it (the fixed header with its menu button, the booking dock)
 * grows past the screen. A plain 390 px window does not show that, and would pass a home page
 * grown to 772 px with its menu button off screen (say, a counter's screen-reader copy placed
 * outside its sideways-scrolling row). Scrolled through, what is added as it nears the
 * screen (the review strip's loop, live forms) is in the page when the width is read.
 * (phone-viewport.spec.ts checks the same before hydration, with JavaScript off.)
 */
test.describe("at 390 px as a phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  for (const path of allPages())
    test(`geometry ${path}`, async ({ page }) => {
      test.skip(test.info().project.name !== "desktop", "sets its own phone viewport");
      test.setTimeout(60_000);
      await checkGeometry(page, path);
      expect(
        await page.evaluate(() => window.innerWidth),
        "the layout viewport keeps the screen's width",
      ).toBe(390);
    });
});
