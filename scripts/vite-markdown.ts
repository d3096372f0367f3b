/**
 * Vite plugin: `import doc from "./page.md"` yields `{ frontmatter, html }`. Markdown is parsed
 * with marked and sanitized with sanitize-html at build time, so no Markdown parser ships to the
 * browser and only build-produced HTML is ever rendered with dangerouslySetInnerHTML.
 */
import { readFileSync } from "node:fs";

import { Marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import type { Plugin } from "vite";

import { splitFrontMatter } from "./content-files.ts";

const marked = new Marked({ gfm: true });

/** A level-two heading of a document: its anchor and its text, for a table of contents. */
export type TocEntry = { id: string; title: string };
type MarkdownDoc = { frontmatter: Record<string, unknown>; html: string; toc: TocEntry[] };

/** Split the front matter from the body (scripts/content-files.ts) and render the body to sanitized HTML. */
export function compileMarkdown(source: string, file = "markdown"): MarkdownDoc {
  const { data: frontmatter, body } = splitFrontMatter(source, file);
  return { frontmatter, html: renderMarkdown(body), toc: headingsOf(body) };
}

/** An anchor from a heading's text, without its section number: "2. Information We Collect" → "information-we-collect". */
export function headingId(text: string): string {
  return text
    .replace(/^\d+(\.\d+)*\.?\s+/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The level-two headings of a Markdown body, in order, with the ids renderMarkdown gives them. */
export function headingsOf(body: string): TocEntry[] {
  return marked
    .lexer(body)
    .filter((t): t is Tokens.Heading => t.type === "heading" && t.depth === 2)
    .map((t) => ({ id: headingId(t.text), title: t.text }));
}

/**
 * The class of each part of a rendered body: what comes before its first level-two heading, and
 * each such heading with what follows it. The sanitizer keeps no other class, and no other
 * attribute on a `<div>`.
 */
export const prosePartClass = "prose-part";

/**
 * A body's top-level blocks in parts, each starting at a level-two heading, each part's HTML in a
 * `<div class="prose-part">`: the reading styles space the sections of a long body by them
 * (app.css).
 */
function renderParts(body: string): string {
  const tokens = marked.lexer(body);
  const parts: Token[][] = [];
  for (const token of tokens) {
    const startsPart = token.type === "heading" && (token as Tokens.Heading).depth === 2;
    if (startsPart || parts.length === 0) parts.push([]);
    parts.at(-1)?.push(token);
  }
  return parts
    .map((part) => {
      // Reference-style links resolve against the whole body's definitions.
      const html = marked.parser(Object.assign(part, { links: tokens.links }));
      return `<div class="${prosePartClass}">${html}</div>`;
    })
    .join("");
}

/**
 * A Markdown body (no front matter) as sanitized HTML, in parts (renderParts); level-two headings
 * get their anchors.
 */
export function renderMarkdown(body: string): string {
  const ids = headingsOf(body).map((h) => h.id);
  let heading = 0;
  const raw = renderParts(body);
  return sanitizeHtml(raw, {
    allowedTags: [
      "div",
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
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      div: ["class"],
      h2: ["id"],
      th: ["align"],
      td: ["align"],
    },
    allowedClasses: { div: [prosePartClass] },
    allowedSchemes: ["https", "mailto"],
    allowProtocolRelative: false,
    transformTags: {
      // Anchors for a table of contents, from the heading's own text (headingsOf).
      h2: (tagName) => ({ tagName, attribs: { id: ids[heading++] ?? "" } }),
      // External links open in a new tab without a referrer, like every other external link.
      a: (tagName, attribs) =>
        /^https?:\/\//.test(attribs.href ?? "")
          ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }
          : { tagName, attribs },
    },
  });
}

/** Words of running text in rendered HTML (tags and entities dropped), for reading time. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .trim();
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

export function markdownPlugin(): Plugin {
  return {
    name: "site-markdown",
    enforce: "pre",
    load(id) {
      // `?html`: the sanitized body alone, for a route's loader, which the prerender runs.
      if (id.endsWith(".md?html")) {
        const file = id.slice(0, -"?html".length);
        return `export default ${JSON.stringify(compileMarkdown(readFileSync(file, "utf8"), file).html)};`;
      }
      // `?meta`: the document without its body, for what a page shows around it.
      if (id.endsWith(".md?meta")) {
        const file = id.slice(0, -"?meta".length);
        const { frontmatter, toc } = compileMarkdown(readFileSync(file, "utf8"), file);
        return `export default ${JSON.stringify({ frontmatter, toc })};`;
      }
      if (!id.endsWith(".md")) return null;
      const doc = compileMarkdown(readFileSync(id, "utf8"), id);
      return `export default ${JSON.stringify(doc)};`;
    },
  };
}
