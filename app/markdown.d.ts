declare module "*.md" {
  const doc: {
    frontmatter: Record<string, unknown>;
    html: string;
    /** Level-two headings with their anchors (scripts/vite-markdown.ts). */
    toc: { id: string; title: string }[];
  };
  export default doc;
}
