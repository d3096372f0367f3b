import { describe, expect, it } from "vitest";

import { compileMarkdown } from "./vite-markdown";

describe("compileMarkdown", () => {
  it("splits YAML frontmatter from the body and renders headings and lists", () => {
    const doc = compileMarkdown(
      "---\ntitle: Hello\nrelated:\n  - title: A\n    link: /a\n---\n## Part\n\n- one\n- two\n",
    );
    expect(doc.frontmatter).toEqual({ title: "Hello", related: [{ title: "A", link: "/a" }] });
    expect(doc.html).toContain('<h2 id="part">Part</h2>');
    expect(doc.html).toContain("<li>one</li>");
  });

  it("anchors each level-two heading and lists them as the table of contents", () => {
    const doc = compileMarkdown(
      "## 1. Who We Are\n\ntext\n\n### Detail\n\n## 2. Cookies, Analytics & More\n",
    );
    expect(doc.toc).toEqual([
      { id: "who-we-are", title: "1. Who We Are" },
      { id: "cookies-analytics-more", title: "2. Cookies, Analytics & More" },
    ]);
    expect(doc.html).toContain('<h2 id="who-we-are">');
    expect(doc.html).toContain('<h2 id="cookies-analytics-more">');
    expect(doc.html).toContain("<h3>Detail</h3>");
  });

  it("puts the body in parts, each from a level-two heading to the next", () => {
    const doc = compileMarkdown(
      "Intro with [a reference][ref].\n\n## One\n\ntext\n\n### Sub\n\n- item\n\n## Two\n\nend\n\n[ref]: https://example.org\n",
    );
    const parts = doc.html.match(/<div class="prose-part">/g) ?? [];
    expect(parts).toHaveLength(3);
    expect(doc.html.startsWith('<div class="prose-part"><p>Intro')).toBe(true);
    expect(doc.html).toContain('</div><div class="prose-part"><h2 id="one">One</h2>');
    expect(doc.html).toContain('</div><div class="prose-part"><h2 id="two">Two</h2>');
    // A level-three heading stays inside its part; a reference defined at the end still resolves.
    expect(doc.html).toMatch(/<h2 id="one">One<\/h2>\s*<p>text<\/p>\s*<h3>Sub<\/h3>/);
    expect(doc.html).toContain('<a href="https://example.org" target="_blank"');
  });

  it("keeps only the part class on a div written in the source", () => {
    const doc = compileMarkdown('<div class="x prose-part" style="color:red">hi</div>');
    expect(doc.html).toContain('<div class="prose-part"><div class="prose-part">hi</div>');
    expect(doc.html).not.toMatch(/class="x|style=/);
  });

  it("strips scripts, event handlers and javascript: links", () => {
    const doc = compileMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1)) <a href="/ok" onclick="evil()">ok</a>',
    );
    expect(doc.html).not.toMatch(/<script|onerror|onclick|javascript:|<img/);
    expect(doc.html).toContain('<a href="/ok">ok</a>');
  });

  it("opens external links in a new tab without a referrer", () => {
    const doc = compileMarkdown("[site](https://example.org)");
    expect(doc.html).toContain('target="_blank"');
    expect(doc.html).toContain('rel="noopener noreferrer"');
  });

  it("names the file when the frontmatter is not valid YAML", () => {
    expect(() => compileMarkdown("---\ntitle: [unclosed\n---\nbody", "post.md")).toThrow(
      /post\.md/,
    );
  });
});
