// The portraits are small SVGs inlined as data URIs: they sit in the first screen, and a
// request each would hold up its paint on a slow connection.
import mayaCastilloPortrait from "~/assets/team/maya-castillo.svg?inline";
import danielOkaforPortrait from "~/assets/team/daniel-okafor.svg?inline";
import hannahLindqvistPortrait from "~/assets/team/hannah-lindqvist.svg?inline";
import samuelReyesPortrait from "~/assets/team/samuel-reyes.svg?inline";
import lenaHoffmannPortrait from "~/assets/team/lena-hoffmann.svg?inline";
import ethanBrooksPortrait from "~/assets/team/ethan-brooks.svg?inline";
import { site } from "~/config/site";
import type { HeroContent, RelatedPage, Seo, StorySection, TeamMember } from "~/content/schema";

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
  items: [
    {
      name: site.founder.name,
      role: site.founder.role,
      bio: "Ran operations for a design and build firm before founding the company. Leads strategy and every first engagement.",
      image: {
        src: mayaCastilloPortrait,
        alt: `Illustrated portrait of ${site.founder.name}`,
        width: 240,
        height: 240,
      },
      link: founderLink,
    },
    {
      name: "Daniel Okafor",
      role: "Director of Automation",
      bio: "Has connected more than 300 CRMs, inboxes and accounting systems. Designs every workflow we ship.",
      image: {
        src: danielOkaforPortrait,
        alt: "Illustrated portrait of Daniel Okafor",
        width: 240,
        height: 240,
      },
    },
    {
      name: "Hannah Lindqvist",
      role: "Head of AI Solutions",
      bio: "Builds and tests the AI agents that answer enquiries and book appointments, with guardrails first.",
      image: {
        src: hannahLindqvistPortrait,
        alt: "Illustrated portrait of Hannah Lindqvist",
        width: 240,
        height: 240,
      },
    },
    {
      name: "Samuel Reyes",
      role: "Fractional COO Practice Lead",
      bio: "Former chief operating officer of a regional hospitality group. Leads our fractional leadership bench.",
      image: {
        src: samuelReyesPortrait,
        alt: "Illustrated portrait of Samuel Reyes",
        width: 240,
        height: 240,
      },
    },
    {
      name: "Lena Hoffmann",
      role: "Director of Education Programs",
      bio: "A former teacher turned operations trainer. Designs our workshops, courses and prompt libraries.",
      image: {
        src: lenaHoffmannPortrait,
        alt: "Illustrated portrait of Lena Hoffmann",
        width: 240,
        height: 240,
      },
    },
    {
      name: "Ethan Brooks",
      role: "Director of Finance & Analytics",
      bio: "A chartered accountant who builds the forecasts, dashboards and scorecards our clients run on.",
      image: {
        src: ethanBrooksPortrait,
        alt: "Illustrated portrait of Ethan Brooks",
        width: 240,
        height: 240,
      },
    },
  ] satisfies TeamMember[],
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
