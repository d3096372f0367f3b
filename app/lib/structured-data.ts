/** schema.org JSON-LD builders; every route passes what applies to `seo({ jsonLd })`. */
import { navGroups } from "~/config/navigation";
import { site } from "~/config/site";
import type { FaqItem } from "~/content/schema";
import { absoluteUrl } from "~/lib/url";

const context = "https://schema.org";
const orgId = `${site.baseUrl}/#organization`;

export function organization() {
  return {
    "@context": context,
    "@type": "ProfessionalService",
    "@id": orgId,
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/favicon.svg"),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: "US",
    sameAs: [site.social.linkedin],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      telephone: site.phone,
      url: site.bookingUrl,
      availableLanguage: ["English"],
    },
  };
}

export function website() {
  return {
    "@context": context,
    "@type": "WebSite",
    name: site.name,
    url: absoluteUrl("/"),
    publisher: { "@id": orgId },
  };
}

export function faqPage(items: FaqItem[]) {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}

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

type Opening = {
  title: string;
  department: string;
  employmentType: string;
  datePosted: string;
  description: string;
};

/** A remote job: TELECOMMUTE with the countries applicants may work from. */
export function jobPosting(job: Opening) {
  const posted = new Date(`${job.datePosted}T00:00:00Z`);
  const validThrough = new Date(posted.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
  return {
    "@context": context,
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.description}</p>`,
    datePosted: job.datePosted,
    validThrough,
    employmentType: job.employmentType,
    industry: "Business consulting",
    occupationalCategory: job.department,
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "United States" },
    directApply: false,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    url: absoluteUrl("/company/careers"),
  };
}

/** A podcast and its episodes (durations as ISO 8601). */
export function podcastSeries({
  name,
  description,
  path,
  episodes,
}: {
  name: string;
  description: string;
  path: string;
  episodes: { title: string; description: string; minutes: number }[];
}) {
  const seriesUrl = absoluteUrl(path);
  return {
    "@context": context,
    "@type": "PodcastSeries",
    name,
    description,
    url: seriesUrl,
    webFeed: absoluteUrl("/rss.xml"),
    author: { "@id": orgId, "@type": "Organization", name: site.name },
    hasPart: episodes.map((e, i) => ({
      "@type": "PodcastEpisode",
      episodeNumber: i + 1,
      name: e.title,
      description: e.description,
      timeRequired: `PT${e.minutes}M`,
      url: `${seriesUrl}#episode-${i + 1}`,
      partOfSeries: { "@type": "PodcastSeries", name, url: seriesUrl },
    })),
  };
}
