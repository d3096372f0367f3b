/**
 * Build-time check of every blog post's frontmatter against the post schema. app/lib/blog.ts
 * runs it while the prerender evaluates the blog routes, so a bad or missing field fails the
 * build with the file and field named. It never ships to the browser (zod and the schema
 * module stay out of the client bundle).
 */
import { type BlogPostFrontmatter, blogPostSchema } from "~/content/schema";

/** What scripts/vite-markdown.ts returns for `post.md?meta`. */
export type PostMeta = { frontmatter: Record<string, unknown>; words: number };

/** "../content/blog/x.md" (a glob key) -> "app/content/blog/x.md", the path staff edit. */
export function displayPath(file: string) {
  return file.replace(/^(\.\.\/)+/, "app/");
}

export function fileSlug(file: string) {
  return (file.split("/").pop() ?? file).replace(/\.md(\?.*)?$/, "");
}

/**
 * Validate one post's frontmatter. Throws an Error naming the file and every bad field, e.g.
 * `Invalid blog post app/content/blog/x.md: field title: Invalid input: expected string, received undefined`.
 */
export function validatePost(file: string, meta: PostMeta): BlogPostFrontmatter {
  const result = blogPostSchema.safeParse(meta.frontmatter);
  if (!result.success) {
    const fields = result.error.issues.map(
      (issue) => `field ${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`,
    );
    throw new Error(`Invalid blog post ${displayPath(file)}: ${fields.join("; ")}`);
  }
  if (result.data.slug !== fileSlug(file)) {
    throw new Error(
      `Invalid blog post ${displayPath(file)}: field slug: ${result.data.slug} must equal the file name ${fileSlug(file)}`,
    );
  }
  return result.data;
}

/** Validate every post (keyed by file) and reject duplicate titles. The build runs this. */
export function validatePostFiles(modules: Record<string, PostMeta>): void {
  const seen = new Map<string, string>();
  for (const [file, meta] of Object.entries(modules)) {
    const post = validatePost(file, meta);
    const other = seen.get(post.title);
    if (other) {
      throw new Error(
        `Invalid blog post ${displayPath(file)}: field title: ${post.title} is already used by ${displayPath(other)}`,
      );
    }
    seen.set(post.title, file);
  }
}
