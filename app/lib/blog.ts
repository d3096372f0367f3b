/**
 * The blog post index, built from the frontmatter of app/content/blog/*.md (the `?meta` import
 * carries frontmatter and word count, never the article body). While the build prerenders,
 * evaluating this module validates every post (lib/blog-validate), so a bad or missing field
 * stops the build with the file and field in the message.
 */
import type { BlogPostFrontmatter } from "~/content/schema";
import type { PostMeta } from "~/lib/blog-validate";
import { compareText } from "~/lib/dates";

export type BlogPost = BlogPostFrontmatter & {
  /** False for listed posts whose file has frontmatter only: their page shows Coming Soon. */
  hasBody: boolean;
  words: number;
  readingMinutes: number;
};

/** Average adult reading speed for web articles. */
export const wordsPerMinute = 225;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** Posts newest first, with reading time. Expects frontmatter that passed validatePostFiles. */
export function buildPostIndex(modules: Record<string, PostMeta>): BlogPost[] {
  return Object.values(modules)
    .map(({ frontmatter, words }) => ({
      ...(frontmatter as BlogPostFrontmatter),
      hasBody: words > 0,
      words,
      readingMinutes: readingMinutes(words),
    }))
    .sort((a, b) => compareText(b.date, a.date) || compareText(a.title, b.title));
}

const modules = import.meta.glob<PostMeta>("../content/blog/*.md", {
  eager: true,
  query: "?meta",
  import: "default",
});
// Build-time gate: the prerender evaluates the SSR bundle, so a bad post fails the build. A
// dynamic import inside the SSR-only branch keeps zod and the schemas out of the browser bundle.
if (import.meta.env.SSR) (await import("~/lib/blog-validate")).validatePostFiles(modules);

export const posts: BlogPost[] = buildPostIndex(modules);

export function getPost(slug: string | undefined): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

/** Posts with a full article, newest first. */
export const publishedPosts = posts.filter((post) => post.hasBody);
