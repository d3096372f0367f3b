declare module "*.svg?data-uri" {
  /** The SVG minified and as a `data:` URL (scripts/vite-svg-data-uri.ts). */
  const uri: string;
  export default uri;
}

declare module "virtual:icon-sprite" {
  /** URL of the generated SVG sprite (scripts/vite-icon-sprite.ts). */
  const url: string;
  export default url;
  /** A symbol's id is this prefix and the icon's name. */
  export const symbolIdPrefix: string;
}
declare module "virtual:icon-paths" {
  /** Path data of the icons drawn inline (`inlinePathIcons` in scripts/vite-icon-sprite.ts). */
  const paths: { star: string };
  export default paths;
}

// Content the CMS edits, validated at build time by scripts/vite-content.ts (scripts/content-load.ts).
declare module "virtual:content/blog" {
  import type { BlogPostFrontmatter } from "~/content/schema";
  /** Published posts, newest first; `hasBody` is false for Coming Soon posts. */
  const posts: (Omit<BlogPostFrontmatter, "related"> & { hasBody: boolean; words: number })[];
  export default posts;
}
declare module "virtual:content/blog-articles" {
  import type { RelatedPage } from "~/content/schema";
  /** Each published article's sanitized HTML and related links, for the post route's loader. */
  const articles: Record<string, { html: string; related: RelatedPage[] }>;
  export default articles;
}
declare module "virtual:content/case-studies" {
  import type { CaseStudy } from "~/content/schema";
  const entries: CaseStudy[];
  export default entries;
}
declare module "virtual:content/jobs" {
  import type { JobOpening } from "~/content/schema";
  const entries: JobOpening[];
  export default entries;
}
declare module "virtual:content/team-portraits" {
  import type { Image } from "~/content/schema";
  /** Each team member's photo by name, null for a member without one. */
  const portraits: Record<string, Image | null>;
  export default portraits;
}
declare module "virtual:content/podcast" {
  import type { PodcastEpisode } from "~/content/schema";
  const entries: PodcastEpisode[];
  export default entries;
}
declare module "virtual:content/reviews" {
  import type { Review } from "~/content/schema";
  const entries: Review[];
  export default entries;
}
declare module "virtual:content/team" {
  import type { TeamMember } from "~/content/schema";
  const entries: TeamMember[];
  export default entries;
}
declare module "virtual:content/faq" {
  import type { FaqItem } from "~/content/schema";
  const faq: { title: string; intro?: string; items: FaqItem[] };
  export default faq;
}
