declare module "*.md" {
  const doc: {
    frontmatter: Record<string, unknown>;
    html: string;
    /** Level-two headings with their anchors (scripts/vite-markdown.ts). */
    toc: { id: string; title: string }[];
  };
  export default doc;
}
/** A document without its body (scripts/vite-markdown.ts, `?meta`). */
declare module "*.md?meta" {
  const doc: {
    frontmatter: Record<string, unknown>;
    toc: { id: string; title: string }[];
  };
  export default doc;
}
/** The sanitized body alone, for a route's loader (scripts/vite-markdown.ts, `?html`). */
declare module "*.md?html" {
  const html: string;
  export default html;
}
