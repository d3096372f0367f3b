declare module "*.md" {
  const doc: {
    frontmatter: Record<string, unknown>;
    html: string;
    /** Level-two headings with their anchors (scripts/vite-markdown.ts). */
    toc: { id: string; title: string }[];
  };
  export default doc;
}
/** A document whose body stays out of the browser bundle (scripts/vite-markdown.ts, `?lazy`). */
declare module "*.md?lazy" {
  const doc: {
    frontmatter: Record<string, unknown>;
    toc: { id: string; title: string }[];
  };
  export default doc;
  /** The sanitized body while prerendering; undefined in the browser bundle. */
  export const html: string | undefined;
  /** Download the body (a chunk of its own). */
  export const load: () => Promise<string>;
}
