import type { Benefit, HeroContent, RelatedPage, Seo, Step } from "~/content/schema";

export const processSeo = {
  title: "Our Process: Discover, Strategize, Implement",
  description:
    "How every engagement runs in four steps: discover where time goes, strategize a roadmap, implement the systems and optimize them month after month.",
} satisfies Seo;

export const processHero = {
  eyebrow: "Our process",
  title: "Four Steps From Busywork to Better Systems",
  subtitle:
    "Every engagement follows the same path, whether we are automating one workflow or leading your operations for a year. You always know what happens next and what it will return.",
  primary: { label: "Start With Discovery", to: "booking" },
} satisfies HeroContent;

export const processSteps = {
  eyebrow: "How we work",
  title: "Discover, Strategize, Implement, Optimize",
  items: [
    {
      title: "Discover",
      icon: "search",
      description:
        "We sit with your team, time the real work and baseline the numbers: hours spent, leads lost, days to invoice.",
    },
    {
      title: "Strategize",
      icon: "map",
      description:
        "We rank the opportunities by return and effort and turn them into a sequenced roadmap with costs and owners.",
    },
    {
      title: "Implement",
      icon: "wrench",
      description:
        "We build the automations and AI agents, connect your existing tools and train the people who will run them.",
    },
    {
      title: "Optimize",
      icon: "trending-up",
      description:
        "We report against the baseline every month, tune what underperforms and add the next workflow on the roadmap.",
    },
  ] satisfies Step[],
};

export const processDeeper = {
  eyebrow: "Go deeper",
  title: "Where each step leads",
  intro: "The strategy and build steps are also services you can engage on their own.",
  items: [
    {
      icon: "map",
      title: "AI Roadmap Development",
      description:
        "The Strategize step as a stand-alone service: a sequenced 12-month plan your team can run.",
      link: "/services/ai-roadmap-development",
      linkLabel: "Explore roadmaps",
    },
    {
      icon: "wrench",
      title: "AI Implementation Services",
      description:
        "The Implement step: workflow automation and custom AI agents, built, tested and supported.",
      link: "/services/ai-implementation-services",
      linkLabel: "Explore implementation",
    },
    {
      icon: "handshake",
      title: "Mission & Values",
      description:
        "The four values that shape how we behave at every step, including when things go wrong.",
      link: "/company/mission-values",
      linkLabel: "Read our values",
    },
  ] satisfies (Benefit & { link: string; linkLabel: string })[],
};

export const processRelated = [
  {
    title: "Case Studies",
    description: "Three projects that followed these four steps, with the results.",
    link: "/resources/case-studies",
  },
  {
    title: "Automation Readiness Assessment",
    description: "Ten questions to see whether you are ready for the Discover step.",
    link: "/resources/ai-assessment",
  },
  {
    title: "AI Strategy Consulting",
    description: "Senior guidance on which AI moves to make first, and which to skip.",
    link: "/services/ai-strategy-consulting",
  },
] satisfies RelatedPage[];
