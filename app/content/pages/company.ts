// One file per person (app/content/team), edited in the CMS; a photo there replaces the
// monogram in the person's portrait frame (components/ui/portrait.tsx).
import teamMembers from "virtual:content/team";

import { site } from "~/config/site";
import type { HeroContent, RelatedPage, Seo, StorySection } from "~/content/schema";

const founderLink = `/company/${site.founder.slug}`;

export const companySeo = {
  title: "About Our Company and Leadership Team",
  description:
    "Operators who have run crews, studios and service desks, now building automation, AI agents and leadership for owner-led service businesses. Meet the team.",
} satisfies Seo;

export const companyHero = {
  eyebrow: "Company",
  title: "Operators First, Technologists Second",
  subtitle: `${site.name} helps owner-led service businesses run on systems instead of heroics. We have sat in your chair, so we build what a busy team will actually keep using.`,
  primary: { label: "Book a Discovery Call", to: "booking" },
  secondary: { label: "Our Mission & Values", to: "/company/mission-values" },
} satisfies HeroContent;

export const originStory = {
  eyebrow: "Our story",
  section: {
    heading: "Started on a job site, not in a boardroom",
    paragraphs: [
      `${site.founder.name} spent a decade running operations for a design and build firm. She watched talented people lose their evenings to re-typing job notes, chasing invoices and rebuilding the same schedule in three different tools.`,
      `In 2019 she started ${site.shortName} with one promise: fix the work behind the work. The first clients were local contractors and restaurants who needed their quoting, scheduling and billing to stop depending on one exhausted person.`,
      "Today we are a remote team of operators, automation engineers and finance leads. We still start every engagement the same way: by sitting with your team and watching how a job really moves from first call to final invoice.",
    ],
  } satisfies StorySection,
  facts: [
    { value: "2019", label: "founded in Dover, Delaware" },
    { value: "120+", label: "service businesses helped" },
    { value: "18", label: "hours a week handed back, on average" },
  ],
  founderLink: { label: `Read ${site.founder.name}'s story`, to: founderLink },
};

export const team = {
  eyebrow: "Leadership team",
  title: "The people you will work with",
  intro: "Every engagement is led by a senior partner, not handed to a junior analyst.",
  /** One file per person in app/content/team/ (edited in the CMS), in their `order`. */
  items: teamMembers,
};

export const companyRelated = [
  {
    title: "Mission & Values",
    description: "Why we exist and the four values behind every engagement.",
    link: "/company/mission-values",
  },
  {
    title: "Our Process",
    description: "Discover, strategize, implement, optimize: how a project runs.",
    link: "/about/our-process",
  },
  {
    title: "Careers",
    description: "Four open roles on a remote-first team of operators.",
    link: "/company/careers",
  },
] satisfies RelatedPage[];
