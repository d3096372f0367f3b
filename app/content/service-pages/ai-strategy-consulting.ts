import type { ServicePage } from "~/content/schema";
import type { ServiceSlug } from "~/content/service-slugs";
import { link } from "./links";
import { serviceSeo } from "./seo";

/** /services/ai-strategy-consulting: one record, loaded only by its own page (routes/service-detail.tsx). */
export default {
  slug: "ai-strategy-consulting",
  seo: serviceSeo["ai-strategy-consulting"],
  hero: {
    eyebrow: "AI Strategy Consulting",
    title: "Put AI Where It Pays Back, Not Where It's Fashionable",
    subtitle:
      "We look at how your business actually runs, find the three or four AI moves worth making this year, and give you a plan your team can carry out without guesswork.",
    primary: { label: "Book a Free Strategy Call", to: "booking" },
    secondary: { label: "See Roadmap Development", to: "/services/ai-roadmap-development" },
  },
  blocks: [
    {
      kind: "cards",
      id: "outcomes",
      eyebrow: "What you get",
      title: "Clarity before you spend a dollar on AI",
      intro:
        "Owners tell us the hard part isn't the technology. It's knowing which of fifty possible projects deserves the budget. We answer that with your own numbers.",
      columns: 3,
      items: [
        {
          icon: "target",
          title: "A ranked shortlist",
          description:
            "Every opportunity scored by hours saved, revenue protected and effort, so the first project is the one with the fastest payback.",
        },
        {
          icon: "dollar",
          title: "A business case for each move",
          description:
            "Costs, expected return and the month each initiative pays for itself, written so your finance lead can check the math.",
        },
        {
          icon: "shield-check",
          title: "Guardrails your team understands",
          description:
            "Plain rules on data, tools and approvals, so people use AI confidently instead of quietly, or not at all.",
        },
      ],
    },
    {
      kind: "steps",
      id: "methodology",
      eyebrow: "How we work",
      title: "Our three-step methodology",
      intro:
        "A typical engagement runs four to six weeks and ends with decisions, not a slide deck.",
      items: [
        {
          icon: "search",
          title: "Discovery & Assessment",
          description:
            "We interview owners and team leads, map how work flows from first enquiry to final invoice, and measure where hours and revenue leak today.",
        },
        {
          icon: "map",
          title: "Strategy & Roadmap Development",
          description:
            "We match AI and automation options to the biggest leaks, estimate effort and return for each, and sequence them into a 12-month roadmap.",
        },
        {
          icon: "clipboard-check",
          title: "Governance & Execution Plan",
          description:
            "We set data rules, owners and success measures, then hand over a week-by-week plan for the first 90 days so momentum starts on Monday.",
        },
      ],
    },
    {
      kind: "cards",
      id: "fit",
      eyebrow: "Who it's for",
      title: "A good fit when",
      columns: 3,
      items: [
        {
          icon: "users",
          title: "You're past experimenting",
          description:
            "A few people use AI tools on their own. You want shared habits and measurable results, not scattered subscriptions.",
        },
        {
          icon: "trending-up",
          title: "Growth is outpacing your systems",
          description:
            "Revenue is up, and so are the hours. You need to know what to automate before you hire another coordinator.",
        },
        {
          icon: "compass",
          title: "You want an honest second opinion",
          description:
            "A vendor is pitching a platform and you'd like someone with nothing to sell to check whether it fits your business.",
        },
      ],
    },
  ],
  signature: {
    kind: "comparison",
    eyebrow: "Why strategy first",
    title: "Starting with a strategy against starting with tools",
    columns: ["Strategy first", "Tools first"],
    rows: [
      {
        topic: "Where you start",
        ours: "The work that costs you the most hours and money",
        theirs: "Whichever tool was in the last demo",
      },
      {
        topic: "What you spend",
        ours: "On the two or three projects with a clear return",
        theirs: "On subscriptions that overlap and go half used",
      },
      {
        topic: "Your team",
        ours: "Knows why each change is coming, and when",
        theirs: "Learns a new tool every quarter, then drifts back",
      },
      {
        topic: "How you know it worked",
        ours: "Baseline numbers, measured again after launch",
        theirs: "A feeling that things are busier",
      },
    ],
  },
  closing: {
    title: "Find your first three AI wins",
    text: "Book a free 30-minute call. We'll look at where your hours go and tell you honestly whether a strategy engagement makes sense.",
  },
  related: [link.roadmap, link.implementation, link.fractional],
} satisfies ServicePage & { slug: ServiceSlug };
