declare module "*.md" {
  const doc: { frontmatter: Record<string, unknown>; html: string };
  export default doc;
}
