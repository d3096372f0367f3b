/**
 * Where a page's social card lives: one 1200×630 PNG per page, drawn at build time by
 * scripts/social-cards.mjs (called from postbuild, which imports this rule through the build's
 * HTML: it reads each page's og:image). "/" → /og/home.png, "/blog/x" → /og/blog-x.png.
 */
export function socialCardPath(path: string): string {
  const clean = path.replace(/\/+$/, "");
  return `/og/${clean ? clean.slice(1).replace(/\//g, "-") : "home"}.png`;
}

/** The card for pages that are not indexed (the not-found pages). */
export const defaultSocialCard = "/og-default.jpg";
