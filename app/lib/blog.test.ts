import { describe, expect, it } from "vitest";

import { blogSlugs } from "~/content/route-index";
import { timing } from "~/config/timing";
import { getPost, posts, publishedPosts, readingMinutes } from "~/lib/blog";

const fullArticles = [
  "ai-strategy-guide-for-small-business",
  "building-your-first-ai-roadmap",
  "ai-education-transform-your-team",
];

/** The site's required routes, written out so the check does not depend on the route index. */
const specRoutes = new Set([
  "/",
  "/automations",
  "/ai-agents",
  "/fractional-leadership",
  "/education",
  "/company",
  "/contact",
  ...[
    "sales-management",
    "marketing-management",
    "cash-flow-management",
    "it-asset-management",
  ].map((s) => `/automations/${s}`),
  ...["sales-agents", "marketing-agents", "customer-service-agents"].map((s) => `/ai/${s}`),
  ...["fractional-coo", "financial-analysis", "financial-performance-cards"].map(
    (s) => `/leadership/${s}`,
  ),
  "/education/financial-courses",
  "/education/podcast",
  "/education/blog",
  "/company/careers",
  "/company/mission-values",
  ...[
    "ai-strategy-consulting",
    "ai-education-programs",
    "ai-roadmap-development",
    "ai-implementation-services",
    "our-agents",
    "our-workflows",
    "website-development",
    "fractional-ai-leadership",
  ].map((s) => `/services/${s}`),
  "/resources/ai-glossary",
  "/resources/case-studies",
  "/resources/ai-assessment",
  "/about/our-process",
  "/blog",
  ...blogSlugs().map((s) => `/blog/${s}`),
  "/privacy-policy",
  "/terms-of-agreement",
]);

const bodies = import.meta.glob<{ html: string }>("../content/blog/*.md", {
  eager: true,
  import: "default",
});
const bodyOf = (slug: string) => bodies[`../content/blog/${slug}.md`]!.html;

describe("blog post index", () => {
  it("lists the nine posts, one per Markdown file, with unique slugs and titles", () => {
    expect(posts).toHaveLength(9);
    expect(posts.map((p) => p.slug).sort()).toEqual(blogSlugs());
    expect(new Set(posts.map((p) => p.title)).size).toBe(9);
    expect(timing.blog).toEqual({ pageSize: 6, step: 6 });
  });

  it("has exactly the three full articles, shown first (newest first)", () => {
    expect(publishedPosts.map((p) => p.slug).sort()).toEqual([...fullArticles].sort());
    expect(posts.slice(0, 3).every((p) => p.hasBody)).toBe(true);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives each full article a real body: 800+ words, headings, lists and internal links", () => {
    for (const slug of fullArticles) {
      const post = getPost(slug)!;
      expect(post.words, slug).toBeGreaterThanOrEqual(800);
      const html = bodyOf(slug);
      expect(html).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(html).toMatch(/<(ul|ol)>/);
      const links = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
      expect(links.length, slug).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(specRoutes, `${slug} links ${link}`).toContain(link);
    }
  });

  it("keeps the other six as listed posts without a body", () => {
    for (const post of posts.filter((p) => !fullArticles.includes(p.slug))) {
      expect(post.hasBody, post.slug).toBe(false);
      expect(bodyOf(post.slug).trim()).toBe("");
    }
  });

  it("points every article's related links at pages of the site", async () => {
    const { default: articles } = await import("virtual:content/blog-articles");
    for (const post of publishedPosts) {
      const related = articles[post.slug]!.related;
      expect(related.length, post.slug).toBeGreaterThan(0);
      for (const r of related) expect(specRoutes, `${post.slug}: ${r.link}`).toContain(r.link);
    }
  });

  it("leaves the related links out of the index every blog page loads", () => {
    for (const post of posts) expect(post, post.slug).not.toHaveProperty("related");
  });

  it("finds posts by slug and nothing for unknown slugs", () => {
    expect(getPost("ai-education-transform-your-team")?.title).toBe(
      "How AI Education Transforms Your Team",
    );
    expect(getPost("does-not-exist")).toBeUndefined();
    expect(getPost(undefined)).toBeUndefined();
  });
});

describe("reading time", () => {
  it("rounds words at 225 per minute, never below one minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(1118)).toBe(5);
    expect(getPost("ai-strategy-guide-for-small-business")!.readingMinutes).toBe(
      readingMinutes(getPost("ai-strategy-guide-for-small-business")!.words),
    );
  });
});
