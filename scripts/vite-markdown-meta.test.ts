import { describe, expect, it } from "vitest";

import { compileMarkdown, countWords } from "./vite-markdown";

describe("markdown word count (the blog index's reading time)", () => {
  it("counts the body's words, not the front matter", () => {
    const doc = compileMarkdown(
      "---\ntitle: Hi there\n---\n## Two words\n\nThree more *words* here, [link](/x).\n",
    );
    expect(doc.frontmatter).toEqual({ title: "Hi there" });
    expect(countWords(doc.html)).toBe(7);
  });

  it("counts zero words for a frontmatter-only post", () => {
    expect(countWords(compileMarkdown("---\ntitle: Listed\n---\n").html)).toBe(0);
  });

  it("ignores tags, entities and punctuation-only tokens", () => {
    expect(countWords("<p>Fish &amp; chips — <strong>hot</strong></p>")).toBe(3);
  });
});
