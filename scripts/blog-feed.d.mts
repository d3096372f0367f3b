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
export function readPosts(dir?: string): (FeedPost & { hasBody: boolean })[];
export function escapeXml(text: unknown): string;
export function rfc822(date: string): string;
export function renderRss(
  posts: FeedPost[],
  options: { baseUrl: string; siteName: string },
): string;
export function writeBlogArtifacts(
  clientDir: string,
  options: { baseUrl: string; siteName: string },
): { items: number; notFoundFrom: string | undefined };
