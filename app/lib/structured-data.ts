/**
 * schema.org JSON-LD builders; every route passes what applies to `seo({ jsonLd })`. This module
 * has the ones `seo()` itself uses on every page (breadcrumbs, a service). A builder only one page
 * uses lives next to it, in `structured-data-<page>.ts`, so its code is in that page's chunk and
 * not in the shell every page loads.
 */
import { navGroups } from "~/config/navigation";
import { site } from "~/config/site";
import { absoluteUrl } from "~/lib/url";

export const context = "https://schema.org";
export const orgId = `${site.baseUrl}/#organization`;

const menuTitles = new Map(
  navGroups.flatMap((g) => g.links.map((l) => [l.href, l.title] as const)),
);

/**
 * Home › each ancestor that is itself a page in the menu › this page. Only for nested paths
 * (two or more segments); `known` lets a caller name ancestors the menu does not list.
 */
export function breadcrumbs(path: string, title: string, known: Record<string, string> = {}) {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return null;
  const crumbs: { name: string; item: string }[] = [{ name: "Home", item: absoluteUrl("/") }];
  for (let i = 1; i < segments.length; i++) {
    const href = `/${segments.slice(0, i).join("/")}`;
    const name = known[href] ?? menuTitles.get(href);
    if (name) crumbs.push({ name, item: absoluteUrl(href) });
  }
  crumbs.push({ name: title, item: absoluteUrl(path) });
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: c.item,
    })),
  };
}

export function service({
  name,
  description,
  path,
}: {
  name: string;
  description: string;
  path: string;
}) {
  return {
    "@context": context,
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(path),
    serviceType: name,
    provider: { "@id": orgId, "@type": "ProfessionalService", name: site.name },
    areaServed: "US",
    audience: { "@type": "BusinessAudience", name: "Small and mid-sized service businesses" },
  };
}
