import type { MetaDescriptor } from "react-router";

import { site } from "~/config/site";
import { defaultSocialCard, socialCardPath } from "~/lib/social-card";
import { breadcrumbs, service } from "~/lib/structured-data";
import { absoluteUrl } from "~/lib/url";

type SeoInput = {
  title: string;
  description: string;
  /**
   * Path of the page, for the canonical URL (e.g. location.pathname): the address the page is
   * rendered at, which the client entry reads back to know the HTML is this address's own
   * (lib/prerendered-route.ts).
   */
  path: string;
  /** Social card image path; defaults to the card generated for this path. */
  image?: string;
  noindex?: boolean;
  /** Structured data objects, emitted as JSON-LD. */
  jsonLd?: object[];
};

export { absoluteUrl };

function canonicalPath(path: string) {
  return path.length > 1 ? path.replace(/\/+$/, "") : "/";
}

/** Title template, description, canonical, Open Graph and Twitter tags for one page. */
export function seo({
  title,
  description,
  path,
  image,
  noindex,
  jsonLd = [],
}: SeoInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const url = absoluteUrl(canonicalPath(path));
  const imageUrl = absoluteUrl(image ?? (noindex ? defaultSocialCard : socialCardPath(path)));
  // Nested pages describe their place in the site; noindex pages do not need it.
  const trail = noindex ? null : breadcrumbs(canonicalPath(path), title);
  const data = trail ? [...jsonLd, trail] : jsonLd;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...data.map((d) => ({ "script:ld+json": d })),
  ];
}

/** seo() for a page that sells one service: adds its schema.org Service description. */
export function serviceSeo(page: { title: string; description: string }, path: string) {
  return seo({
    ...page,
    path,
    jsonLd: [service({ name: page.title, description: page.description, path })],
  });
}
