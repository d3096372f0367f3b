import { describe, expect, it } from "vitest";

import { countWords, markdownMeta } from "./vite-markdown";

describe("markdown ?meta (blog list data without article bodies)", () => {
  it("returns the frontmatter and the body's word count, not the body", () => {
    const meta = markdownMeta(
      "---\ntitle: Hi\n---\n## Two words\n\nThree more *words* here, [link](/x).\n",
    );
    expect(meta).toEqual({ frontmatter: { title: "Hi" }, words: 7 });
  });

  it("counts zero words for a frontmatter-only post", () => {
    expect(markdownMeta("---\ntitle: Listed\n---\n").words).toBe(0);
  });

  it("ignores tags, entities and punctuation-only tokens", () => {
    expect(countWords("<p>Fish &amp; chips — <strong>hot</strong></p>")).toBe(3);
  });
});
