import type { RelatedPage } from "~/content/schema";

/** Related-page cards, written once and reused across the service pages. */
export const link = {
  strategy: {
    title: "AI Strategy Consulting",
    description: "Find the three or four AI moves that pay back this year, and skip the rest.",
    link: "/services/ai-strategy-consulting",
  },
  education: {
    title: "AI Education Programs",
    description: "Hands-on workshops that turn AI from a curiosity into a daily habit.",
    link: "/services/ai-education-programs",
  },
  roadmap: {
    title: "AI Roadmap Development",
    description: "A sequenced 12-month plan with owners, budgets and KPIs.",
    link: "/services/ai-roadmap-development",
  },
  implementation: {
    title: "AI Implementation Services",
    description: "Automations and custom AI agents, built, tested and supported.",
    link: "/services/ai-implementation-services",
  },
  fractional: {
    title: "Fractional AI Leadership",
    description: "A senior AI lead for a few days a month, at a fraction of a full-time salary.",
    link: "/services/fractional-ai-leadership",
  },
  website: {
    title: "Website Development",
    description: "Fast, findable websites that turn visitors into booked consultations.",
    link: "/services/website-development",
  },
  company: {
    title: "Our Company",
    description: "Meet the operators behind the work and see how we run every engagement.",
    link: "/company",
  },
} satisfies Record<string, RelatedPage>;
