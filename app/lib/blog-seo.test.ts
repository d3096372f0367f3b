import { describe, expect, it } from "vitest";

import { blogPostMeta } from "~/lib/blog-seo";

const ld = (meta: ReturnType<typeof blogPostMeta>) =>
  meta.flatMap((m) =>
    "script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : [],
  );
const tag = (meta: ReturnType<typeof blogPostMeta>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value);

describe("blog post meta", () => {
  it("gives a full article its title, canonical and BlogPosting data", () => {
    const meta = blogPostMeta(
      "building-your-first-ai-roadmap",
      "/blog/building-your-first-ai-roadmap/",
    );
    expect(meta[0]).toEqual({ title: "Building Your First AI Roadmap | Tideline Partners" });
    expect(tag(meta, "rel", "canonical")).toMatchObject({
      href: expect.stringMatching(/\/blog\/building-your-first-ai-roadmap$/),
    });
    const [posting] = ld(meta);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Building Your First AI Roadmap",
      datePublished: "2026-10-29",
      author: { "@type": "Person", name: "Maya Castillo" },
      url: expect.stringMatching(/\/blog\/building-your-first-ai-roadmap$/),
    });
  });

  it("keeps a listed post's own title but emits no BlogPosting without an article", () => {
    const meta = blogPostMeta("measuring-automation-roi", "/blog/measuring-automation-roi");
    expect(meta[0]).toEqual({
      title: "How to Measure the ROI of an Automation | Tideline Partners",
    });
    // Only the site-wide breadcrumb trail: no article data for a post without an article.
    expect(ld(meta).map((d) => (d as { "@type": string })["@type"])).toEqual(["BreadcrumbList"]);
  });

  it("gives every unknown slug the same noindexed tags, free of the slug", () => {
    const a = blogPostMeta("nope", "/blog/nope");
    expect(blogPostMeta("other", "/blog/other")).toEqual(a);
    expect(tag(a, "name", "robots")).toEqual({ name: "robots", content: "noindex" });
    expect(tag(a, "rel", "canonical")).toBeUndefined();
  });
});
