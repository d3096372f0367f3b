import { site } from "~/config/site";
import type { LegalSlug } from "~/content/legal/slugs";
import privacyPolicy from "~/content/legal/privacy-policy.md?meta";
import termsOfAgreement from "~/content/legal/terms-of-agreement.md?meta";
import type { HeroContent, Seo } from "~/content/schema";

type LegalPage = {
  slug: LegalSlug;
  seo: Seo;
  hero: HeroContent;
  /** The numbered sections' headings and anchors, for the contents in the hero. */
  toc: { id: string; title: string }[];
};

export const legalPages = [
  {
    slug: "privacy-policy",
    seo: {
      title: "Privacy Policy",
      description:
        "How we collect, use, share and protect personal information from our website, newsletter, audit requests and discovery calls, and the choices you have.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Privacy Policy",
      subtitle: `How ${site.name} collects, uses and protects your personal information, in plain language.`,
    },
    toc: privacyPolicy.toc,
  },
  {
    slug: "terms-of-agreement",
    seo: {
      title: "Terms of Agreement",
      description:
        "The terms for using our website: eligibility, content, bookings, intellectual property, liability and how disputes are resolved by arbitration.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Terms of Agreement",
      subtitle: `The rules for using the ${site.name} website, and what you can expect from us.`,
    },
    toc: termsOfAgreement.toc,
  },
] satisfies LegalPage[];

/** The legal page of a route id from app/route-table.ts (`legal-<slug>`). */
export function legalPageForRoute(routeId: string): LegalPage {
  const page = legalPages.find((p) => `legal-${p.slug}` === routeId);
  if (!page) throw new Error(`No legal page for route ${routeId}`);
  return page;
}
