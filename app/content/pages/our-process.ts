import type { Benefit, HeroContent, RelatedPage, Seo, TimelineStage } from "~/content/schema";

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

/** The four steps as a timeline: what happens, who is involved, how long, what you get. */
export const processSteps = {
  eyebrow: "How we work",
  title: "Discover, Strategize, Implement, Optimize",
  intro:
    "A typical engagement reaches its first live workflow in about ten weeks. Here is what happens in each step, who is in the room, what it asks of your team and what you hold at the end of it.",
  items: [
    {
      title: "Discover",
      icon: "search",
      when: "Weeks 1–2",
      effort: "About 6 hours of your team's time",
      summary:
        "We sit with your team, time the real work and baseline the numbers: hours spent, leads lost, days to invoice.",
      activities: [
        "A 90-minute kick-off with you to agree goals, scope and the numbers that matter",
        "Two half-day shadowing sessions with the people who do the work",
        "An audit of every tool you pay for and how data moves between them",
      ],
      people: {
        ours: ["Engagement lead (a senior operator)", "Automation analyst"],
        yours: ["You, the owner", "Two or three people who run the daily work"],
      },
      deliverables: [
        "A baseline report: hours per workflow, response times, days to invoice",
        "A map of your ten busiest workflows, with the handoffs that drop work",
      ],
    },
    {
      title: "Strategize",
      icon: "map",
      when: "Week 3",
      effort: "One 2-hour workshop and a 45-minute review",
      summary:
        "We rank the opportunities by return and effort and turn them into a sequenced roadmap with costs and owners.",
      activities: [
        "Every opportunity scored on hours returned, cost, effort and risk",
        "A workshop where you choose the first three workflows to build",
        "A fixed price and timeline for phase one, and a rough one for the rest",
      ],
      people: {
        ours: ["Engagement lead", "Solution architect"],
        yours: ["You, the owner", "Whoever signs off spend, often your finance lead"],
      },
      deliverables: [
        "A 12-month roadmap in the order your team can absorb it",
        "A fixed quote for phase one, with the return each workflow should bring",
      ],
      link: { to: "/services/ai-roadmap-development", label: "The roadmap as a service" },
    },
    {
      title: "Implement",
      icon: "wrench",
      when: "Weeks 4–10",
      effort: "About an hour a week, plus two training sessions",
      summary:
        "We build the automations and AI agents, connect your existing tools and train the people who will run them.",
      activities: [
        "Builds in a safe copy of your tools first, tested on your real data",
        "A 30-minute demo every week, so nothing arrives as a surprise",
        "Go-live workflow by workflow, each with a written way back",
      ],
      people: {
        ours: ["Automation engineer", "AI agent developer", "Engagement lead"],
        yours: ["A named process owner", "The team members who will use it"],
      },
      deliverables: [
        "Working automations and agents inside the tools you already use",
        "Runbooks and short how-to videos, with admin access: you own all of it",
      ],
      link: { to: "/services/ai-implementation-services", label: "Implementation in detail" },
    },
    {
      title: "Optimize",
      icon: "trending-up",
      when: "Monthly, from week 11",
      effort: "One hour a month",
      summary:
        "We report against the baseline every month, tune what underperforms and add the next workflow on the roadmap.",
      activities: [
        "A monthly review of the numbers against the week-one baseline",
        "Tuning of rules, prompts and error handling where results lag",
        "A quarterly roadmap review that picks the next workflow to build",
      ],
      people: {
        ours: ["Engagement lead", "Support engineer"],
        yours: ["You, the owner", "Your process owner"],
      },
      deliverables: [
        "A one-page monthly scorecard: hours returned, response times, cash collected",
        "Support with a reply within one business day, and an updated roadmap each quarter",
      ],
    },
  ] satisfies TimelineStage[],
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
