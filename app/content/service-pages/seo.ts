import type { Seo } from "~/content/schema";
import type { ServiceSlug } from "~/content/service-slugs";

/**
 * Each advisory service page's title and description. Small and in the route's own chunk, so the
 * page's meta is known before its record (service-pages/<slug>.ts) has loaded.
 */
export const serviceSeo = {
  "ai-strategy-consulting": {
    title: "AI Strategy Consulting for Service Businesses",
    description:
      "Find the AI moves that pay back this year. Three steps: discovery and assessment, strategy and roadmap, then governance and an execution plan.",
  },
  "ai-education-programs": {
    title: "AI Education Programs and Team Workshops",
    description:
      "Hands-on AI workshops for service teams: practical prompting, everyday automation and safe data habits, delivered on-demand, live virtual or on-site.",
  },
  "ai-roadmap-development": {
    title: "AI Roadmap Development: Your 12-Month Plan",
    description:
      "A sequenced 12-month AI roadmap: a current-state assessment, prioritised initiatives with business cases, and a timeline with owners and KPIs.",
  },
  "ai-implementation-services": {
    title: "AI Implementation: Automations and AI Agents",
    description:
      "We build and support the workflow automations and custom AI agents on your roadmap, connected to the tools you already use, with your team trained to run them.",
  },
  "fractional-ai-leadership": {
    title: "Fractional AI Leadership: A Part-Time AI Lead",
    description:
      "A senior AI leader for a few days a month, as strategic advisor, project lead or interim leader, measured on delivery, roadmap KPIs and team AI literacy.",
  },
} satisfies Record<ServiceSlug, Seo>;
