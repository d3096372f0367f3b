import jobOpenings from "virtual:content/jobs";

import type { Benefit, HeroContent, RelatedPage, Seo } from "~/content/schema";

export const careersSeo = {
  title: "Careers: Remote Roles in Automation and AI",
  description:
    "Join a remote-first team of operators and engineers. Open roles: Automation Consultant, AI Specialist, Fractional COO and Sales Development Representative.",
} satisfies Seo;

export const careersHero = {
  eyebrow: "Careers",
  title: "Build the Systems Small Businesses Run On",
  subtitle:
    "We are a remote-first team of operators, engineers and finance leads. The work is practical, the clients are grateful, and you will see the hours you save them every month.",
  primary: { label: "See Open Roles", to: "/company/careers#openings" },
} satisfies HeroContent;

export const workingHere = {
  eyebrow: "Working here",
  title: "What you can expect",
  items: [
    {
      icon: "laptop",
      title: "Remote-first, for real",
      description:
        "Work from anywhere in the United States. We meet in person twice a year and write things down the rest of the time.",
    },
    {
      icon: "clock",
      title: "Calm, focused weeks",
      description:
        "No meeting before 10 am or after 4 pm in your time zone, and Friday afternoons kept clear for deep work.",
    },
    {
      icon: "graduation-cap",
      title: "Learning budget",
      description:
        "$2,000 a year for courses, certifications and conferences, plus paid time to use it.",
    },
    {
      icon: "handshake",
      title: "Work that matters",
      description:
        "You work directly with owners and see the outcome: fewer late nights, steadier cash flow, happier teams.",
    },
  ] satisfies Benefit[],
};

export const openings = {
  eyebrow: "Open roles",
  title: "Four open roles, all remote",
  intro: "Apply Now opens a short call with our team, so we can hear about you before any forms.",
  /** One file per opening in app/content/jobs/ (edited in the CMS), in their `order`. */
  items: jobOpenings,
};

export const careersClosing = {
  title: "Don't see your role?",
  text: "We hire good operators when we meet them. Tell us what you are great at and how you would help our clients.",
  primary: { label: "Get in touch", to: "booking" },
} as const;

export const careersRelated = [
  {
    title: "Company",
    description: "Our story and the leadership team you would work with.",
    link: "/company",
  },
  {
    title: "Mission & Values",
    description: "The four values we hire for and hold each other to.",
    link: "/company/mission-values",
  },
  {
    title: "Our Process",
    description: "How our projects run, from discovery to steady improvement.",
    link: "/about/our-process",
  },
] satisfies RelatedPage[];
