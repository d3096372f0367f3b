import { describe, expect, it } from "vitest";

import { escapeXml, renderRss, rfc822 } from "./blog-feed.ts";
import { readPosts as readPostsIn } from "./content-files.ts";

const readPosts = () => readPostsIn(`${import.meta.dirname}/..`);

const options = { baseUrl: "https://www.example.com", siteName: "Example & Co" };

describe("blog RSS feed", () => {
  it("reads the nine posts newest first and knows which have a body", () => {
    const posts = readPosts();
    expect(posts).toHaveLength(9);
    expect(
      posts
        .filter((p) => !p.comingSoon)
        .map((p) => p.slug)
        .sort(),
    ).toEqual([
      "ai-education-transform-your-team",
      "ai-strategy-guide-for-small-business",
      "building-your-first-ai-roadmap",
    ]);
  });

  it("is well-formed RSS 2.0 with one item per post and absolute links", () => {
    const xml = renderRss(readPosts(), options);
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.getElementsByTagName("item")];
    expect(items).toHaveLength(9);
    for (const item of items) {
      const link = item.getElementsByTagName("link")[0]!.textContent!;
      expect(link).toMatch(/^https:\/\/www\.example\.com\/blog\/[a-z0-9-]+$/);
      expect(item.getElementsByTagName("pubDate")[0]!.textContent).toMatch(/GMT$/);
    }
    expect(doc.getElementsByTagName("title")[0]!.textContent).toBe("Example & Co Blog");
  });

  it("escapes XML special characters", () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;",
    );
    const xml = renderRss(
      [
        {
          slug: "x",
          title: "Cash <flow> & you",
          excerpt: 'It\'s "fine"',
          category: "R&D",
          author: "A & B",
          date: "2026-01-02",
        },
      ],
      options,
    );
    expect(xml).toContain("<title>Cash &lt;flow&gt; &amp; you</title>");
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.getElementsByTagName("item")[0]!.getElementsByTagName("title")[0]!.textContent).toBe(
      "Cash <flow> & you",
    );
  });

  it("formats dates as RFC 822", () => {
    expect(rfc822("2026-11-12")).toBe("Thu, 12 Nov 2026 00:00:00 GMT");
  });
});
