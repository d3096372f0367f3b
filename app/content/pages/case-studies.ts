import caseStudyEntries from "virtual:content/case-studies";

import type { HeroContent, RelatedPage, Seo } from "~/content/schema";

export const caseStudiesSeo = {
  title: "Case Studies: Automation and AI Results",
  description:
    "Three client projects with the numbers: onboarding automation for a design and build firm, an AI sales agent for SaaS and financial reporting for hospitality.",
} satisfies Seo;

export const caseStudiesHero = {
  eyebrow: "Resources · Case studies",
  title: "Real Projects, Measured Results",
  subtitle:
    "Three engagements from start to finish: the problem the owner brought us, what we built, and what changed in their numbers.",
} satisfies HeroContent;

/** One file per case study in app/content/case-studies/ (edited in the CMS), in their `order`. */
export const caseStudies = caseStudyEntries;

export const caseStudiesClosing = {
  title: "Want results like these?",
  text: "Tell us where your week goes. We will show you which of these projects fits your business, and what it would return.",
  primary: { label: "Start Your Project", to: "/contact" },
} as const;

export const caseStudiesRelated = [
  {
    title: "Automation Readiness Assessment",
    description: "Ten quick questions to see if your business is ready for results like these.",
    link: "/resources/ai-assessment",
  },
  {
    title: "Our Process",
    description: "The four steps every one of these projects followed.",
    link: "/about/our-process",
  },
  {
    title: "AI Glossary",
    description: "Plain-English definitions of the terms used in these case studies.",
    link: "/resources/ai-glossary",
  },
] satisfies RelatedPage[];
