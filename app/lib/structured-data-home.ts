/** The home page's JSON-LD: the organization, the website and the FAQ (lib/structured-data.ts). */
import { site } from "~/config/site";
import type { FaqItem } from "~/content/schema";
import { context, orgId } from "~/lib/structured-data";
import { absoluteUrl } from "~/lib/url";

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
