/**
 * Vite plugin: `import doc from "./page.md"` yields `{ frontmatter, html }`. Markdown is parsed
 * with marked and sanitized with sanitize-html at build time, so no Markdown parser ships to the
 * browser and only build-produced HTML is ever rendered with dangerouslySetInnerHTML.
 */
import { readFileSync } from "node:fs";

import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";

const marked = new Marked({ gfm: true });

export type MarkdownDoc = { frontmatter: Record<string, unknown>; html: string };

/** Split `---` frontmatter from the body and render the body to sanitized HTML. */
export function compileMarkdown(source: string, file = "markdown"): MarkdownDoc {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  let frontmatter: Record<string, unknown> = {};
  let body = source;
  if (match) {
    try {
      frontmatter = (parseYaml(match[1] ?? "") as Record<string, unknown>) ?? {};
    } catch (error) {
      throw new Error(`${file}: invalid frontmatter: ${(error as Error).message}`);
    }
    body = match[2] ?? "";
  }
  const raw = marked.parse(body, { async: false });
  const html = sanitizeHtml(raw, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "ul",
      "ol",
      "li",
      "a",
      "strong",
      "em",
      "blockquote",
      "code",
      "pre",
      "hr",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "br",
    ],
    allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["align"], td: ["align"] },
    allowedSchemes: ["https", "mailto"],
    allowProtocolRelative: false,
    transformTags: {
      // External links open in a new tab without a referrer, like every other external link.
      a: (tagName, attribs) =>
        /^https?:\/\//.test(attribs.href ?? "")
          ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }
          : { tagName, attribs },
    },
  });
  return { frontmatter, html };
}

/** Words of running text in rendered HTML (tags and entities dropped), for reading time. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .trim();
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

/** What `import meta from "./post.md?meta"` yields: the frontmatter and body size, not the body. */
export type MarkdownMeta = { frontmatter: Record<string, unknown>; words: number };

export function markdownMeta(source: string, file = "markdown"): MarkdownMeta {
  const { frontmatter, html } = compileMarkdown(source, file);
  return { frontmatter, words: countWords(html) };
}

export function markdownPlugin(): Plugin {
  return {
    name: "site-markdown",
    enforce: "pre",
    load(id) {
      // `?meta`: frontmatter and word count only, so list pages don't ship article bodies.
      if (id.endsWith(".md?meta")) {
        const file = id.slice(0, -"?meta".length);
        return `export default ${JSON.stringify(markdownMeta(readFileSync(file, "utf8"), file))};`;
      }
      // `?html`: the sanitized body alone, for the prerender (a module id of its own, so the
      // browser build, which imports bodies lazily, can drop it).
      if (id.endsWith(".md?html")) {
        const file = id.slice(0, -"?html".length);
        return `export default ${JSON.stringify(compileMarkdown(readFileSync(file, "utf8"), file).html)};`;
      }
      if (!id.endsWith(".md")) return null;
      const doc = compileMarkdown(readFileSync(id, "utf8"), id);
      return `export default ${JSON.stringify(doc)};`;
    },
  };
}
