export type FeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  date: string;
  hasBody?: boolean;
};
export const blogDir: string;
export type PostFile = FeedPost & {
  hasBody: boolean;
  imageDescription: string;
  related: { title: string; description: string; link: string }[];
};
export function readPosts(dir?: string): PostFile[];
export function escapeXml(text: unknown): string;
export function rfc822(date: string): string;
export function renderRss(
  posts: FeedPost[],
  options: { baseUrl: string; siteName: string },
): string;
export const unknownSlugPath: string;
export function writeBlogArtifacts(
  buildDir: string,
  options: { baseUrl: string; siteName: string },
): Promise<{ items: number; notFoundFrom: string }>;
