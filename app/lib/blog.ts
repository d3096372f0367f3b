/**
 * The blog post index: the front matter of every published post in app/content/blog/*.md,
 * newest first, never the article bodies nor the related links (the post route's loader has those).
 * scripts/vite-content.ts builds it at build time after checking every file against the post
 * schema (a bad post stops the build with the file and field named), leaving drafts out; the
 * order comes from scripts/content-files.ts (sortPosts), which the RSS feed uses too.
 */
import index from "virtual:content/blog";

import type { BlogPostFrontmatter } from "~/content/schema";

/** A post as lists and article headers show it; its related links load on its own page. */
export type BlogPost = Omit<BlogPostFrontmatter, "related"> & {
  /** False for Coming Soon posts (listed, no article yet): their page shows Coming Soon. */
  hasBody: boolean;
  words: number;
  readingMinutes: number;
};

/** Average adult reading speed for web articles. */
const wordsPerMinute = 225;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

export const posts: BlogPost[] = index.map((post) => ({
  ...post,
  readingMinutes: readingMinutes(post.words),
}));

export function getPost(slug: string | undefined): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

/** Posts with a full article, newest first. */
export const publishedPosts = posts.filter((post) => post.hasBody);
