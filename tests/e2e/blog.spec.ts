import type { Page } from "@playwright/test";

import { readPosts } from "../../scripts/content-files.ts";
import { expect, test } from "./fixtures";
import { gotoBeforeHydration, navigateClientSide, scriptRequests } from "./page-parts";

/** Frontmatter of the nine posts, newest first: the order of the /blog list. */
const posts = readPosts(`${import.meta.dirname}/../..`);
const fullArticles = posts.filter((p) => !p.comingSoon);
const listedOnly = posts.filter((p) => p.comingSoon);
const comingSoon = {
  title: "Coming Soon!",
  text: "This article is being crafted and will be available shortly.",
};

function dateText(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

const cards = (page: Page) =>
  page.getByRole("region", { name: "Latest articles" }).getByRole("listitem");
const loadMore = (page: Page) => page.getByRole("button", { name: "Load More Articles" });

/** Wait until React has hydrated (the router exists and the page finished loading). */
async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

async function expectComingSoon(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(comingSoon.title);
  await expect(page.getByText(comingSoon.text, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute(
    "href",
    "/blog",
  );
}

test.describe("/blog list", () => {
  test("shows six cards, then all nine after Load More, and the button disappears", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(6);
    await hydrated(page);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(9);
    await expect(loadMore(page)).toHaveCount(0);
    for (const [i, post] of posts.entries()) {
      await expect(cards(page).nth(i).getByRole("heading", { level: 3 })).toHaveText(post.title);
    }
  });

  test("keyboard focus lands on the first newly shown card", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await loadMore(page).focus();
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).nth(6).getByRole("link", { name: posts[6]!.title })).toBeFocused();
  });

  test("a press of Load More before hydration is held, then honoured once the list is live", async ({
    page,
  }) => {
    const release = await gotoBeforeHydration(page, "/blog");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await loadMore(page).click();
    await expect(page.locator("form[data-early-submit]")).toHaveCount(1);
    await expect(cards(page)).toHaveCount(6);
    release();
    await expect(cards(page)).toHaveCount(9);
    await expect(loadMore(page)).toHaveCount(0);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("cards show category, title, excerpt, described image and date, and lead to the post", async ({
    page,
  }) => {
    await page.goto("/blog");
    const first = cards(page).first();
    const post = posts[0]!;
    await expect(first.getByText(post.category, { exact: true })).toBeVisible();
    await expect(first.getByText(post.excerpt)).toBeVisible();
    await expect(first.getByRole("img", { name: post.imageDescription })).toBeVisible();
    await expect(first.locator("time")).toHaveText(dateText(post.date));
    await hydrated(page);
    await first.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  test("links the RSS feed from the page head", async ({ page }) => {
    await page.goto("/blog");
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute("href", "/rss.xml");
  });
});

test.describe("full articles", () => {
  for (const post of fullArticles) {
    test(`${post.slug}: title, category, author, date, reading time, body, back link, related`, async ({
      page,
    }) => {
      const res = await page.goto(`/blog/${post.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const hero = page.locator('[data-slot="hero"]');
      await expect(hero.getByText(post.category, { exact: true })).toBeVisible();
      await expect(hero.getByText(`By ${post.author}`)).toBeVisible();
      await expect(hero.locator("time")).toHaveText(dateText(post.date));
      await expect(hero.getByText(/^\d+ min read$/)).toBeVisible();
      const body = page.locator('[data-slot="prose"]');
      await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
      expect(await body.getByRole("listitem").count()).toBeGreaterThan(3);
      await expect(page.getByRole("link", { name: "All articles", exact: true })).toHaveAttribute(
        "href",
        "/blog",
      );
      await expect(page.getByRole("link", { name: "Back to all articles" })).toHaveAttribute(
        "href",
        "/blog",
      );
      const related = page.getByRole("region", { name: "Explore other resources" });
      for (const item of post.related) {
        await expect(
          related.getByRole("link", {
            name: new RegExp(`^${item.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `),
          }),
        ).toHaveAttribute("href", item.link);
      }
      await hydrated(page);
    });
  }

  test("each article emits BlogPosting structured data that parses", async ({ page }) => {
    for (const post of fullArticles) {
      await page.goto(`/blog/${post.slug}`);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
      const posting = data.find((d) => d["@type"] === "BlogPosting");
      expect(posting, post.slug).toBeDefined();
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        headline: post.title,
        datePublished: post.date,
        author: { "@type": "Person", name: post.author },
      });
      expect(String(posting!.url)).toMatch(new RegExp(`^https?://[^/]+/blog/${post.slug}$`));
    }
  });

  test("the content link to /blog/ai-education-transform-your-team resolves", async ({ page }) => {
    const res = await page.goto("/blog/ai-education-transform-your-team");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How AI Education Transforms Your Team",
    );
  });

  test("opens an article by client-side navigation and renders its body", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const post = fullArticles[1]!;
    await navigateClientSide(page, `/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.locator('[data-slot="prose"] h2').first()).toBeVisible();
    const related = page.getByRole("region", { name: "Explore other resources" });
    await expect(related.getByRole("link")).toHaveCount(post.related.length);
    await expect(related.getByRole("link").first()).toHaveAttribute("href", post.related[0]!.link);
  });

  test("an article's body comes with its HTML, not as code; only a Coming Soon page loads that view", async ({
    page,
  }) => {
    test.skip(test.info().project.name !== "desktop", "downloads do not depend on the viewport");
    const scripts = scriptRequests(page);
    const ofInterest = () =>
      scripts.filter((s) => /\/(related-|coming-soon-entry-|[a-z-]+\.md)/.test(s));
    await page.goto("/blog");
    expect(ofInterest()).toEqual([]);
    for (const post of fullArticles) {
      scripts.length = 0;
      await page.goto(`/blog/${post.slug}`);
      await expect(page.locator('[data-slot="prose"] h2').first()).toBeVisible();
      expect(ofInterest()).toEqual([]);
    }
    scripts.length = 0;
    await page.goto(`/blog/${listedOnly[0]!.slug}`);
    expect(ofInterest()).toEqual([expect.stringMatching("^/assets/coming-soon-entry-")]);
  });
});

test.describe("Coming Soon", () => {
  test("a listed post without an article (direct load)", async ({ page }) => {
    const post = listedOnly[0]!;
    const res = await page.goto(`/blog/${post.slug}`);
    expect(res?.status()).toBe(200);
    await expectComingSoon(page);
    await hydrated(page);
    await expectComingSoon(page);
  });

  test("a listed post without an article (from its card)", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await loadMore(page).click();
    const post = posts[8]!;
    expect(post.comingSoon).toBe(true);
    await cards(page).nth(8).getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expectComingSoon(page);
  });

  test("an unknown slug through the host's not-found fallback hydrates without errors", async ({
    page,
  }) => {
    const res = await page.goto("/blog/does-not-exist");
    expect(res?.status()).toBe(404);
    await expectComingSoon(page);
    await hydrated(page);
    await expectComingSoon(page);
    await expect(page).toHaveTitle(/Coming Soon/);
    // One set of head tags, for no particular post: noindex and no per-post canonical.
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    // Hydrated and interactive: the back link navigates client-side.
    await navigateClientSide(page, "/blog");
    await expect(cards(page)).toHaveCount(6);
  });

  test("an unknown slug by client-side navigation", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await navigateClientSide(page, "/blog/does-not-exist");
    await expectComingSoon(page);
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(cards(page)).toHaveCount(6);
  });
});

test.describe("RSS feed", () => {
  test("is RSS 2.0 XML with nine items and absolute links", async ({ page, request }) => {
    const res = await request.get("/rss.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    await page.goto("/blog");
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        version: doc.documentElement.getAttribute("version"),
        items: [...doc.getElementsByTagName("item")].map((item) => ({
          title: item.getElementsByTagName("title")[0]?.textContent,
          link: item.getElementsByTagName("link")[0]?.textContent,
        })),
      };
    }, xml);
    expect(parsed.errors).toBe(0);
    expect(parsed.version).toBe("2.0");
    expect(parsed.items).toHaveLength(9);
    expect(parsed.items.map((i) => i.title)).toEqual(posts.map((p) => p.title));
    for (const item of parsed.items)
      expect(item.link).toMatch(/^https?:\/\/[^/]+\/blog\/[a-z0-9-]+$/);
  });
});

test.describe("/blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Load More jumps to plain links to the remaining articles", async ({ page }) => {
    await page.goto("/blog");
    const rest = page.locator("#more-articles");
    await expect(rest.getByRole("link")).toHaveCount(posts.length - 6);
    await loadMore(page).click();
    await expect(page).toHaveURL(/\/blog\?#more-articles$/);
    await expect(rest).toBeInViewport();
    await expect(rest.getByRole("link", { name: posts[6]!.title })).toHaveAttribute(
      "href",
      `/blog/${posts[6]!.slug}`,
    );
  });

  test("a link to a heading far down an article lands on that heading", async ({ page }) => {
    test.skip(test.info().project.name !== "desktop", "one width is enough: it sets its own");
    await page.setViewportSize({ width: 390, height: 844 });
    const post = fullArticles[0]!;
    await page.goto(`/blog/${post.slug}`);
    const last = page.locator('[data-slot="prose"] h2').last();
    const id = await last.getAttribute("id");
    await page.goto(`/blog/${post.slug}#${id}`);
    const landing = () =>
      last.evaluate((h) => {
        const margins =
          parseFloat(getComputedStyle(h).scrollMarginTop) +
          parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        return Math.round(h.getBoundingClientRect().top - margins);
      });
    await expect.poll(landing).toBe(0);
  });
});
