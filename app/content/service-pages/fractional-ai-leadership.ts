import type { ServicePage } from "~/content/schema";
import type { ServiceSlug } from "~/content/service-slugs";
import { link } from "./links";
import { serviceSeo } from "./seo";

/** /services/fractional-ai-leadership: one record, loaded only by its own page (routes/service-detail.tsx). */
export default {
  slug: "fractional-ai-leadership",
  seo: serviceSeo["fractional-ai-leadership"],
  hero: {
    eyebrow: "Fractional AI Leadership",
    title: "Senior AI Leadership Without the Full-Time Hire",
    subtitle:
      "An experienced AI lead who owns your roadmap, manages vendors and builds your team's skills, for a few days a month and a fraction of an executive salary.",
    primary: { label: "Talk to an AI Leader", to: "/contact" },
  },
  heroBlock: "models",
  blocks: [
    {
      kind: "prose",
      id: "what",
      eyebrow: "What it is",
      title: "An AI leader who works like part of your team",
      paragraphs: [
        [
          "Most service businesses don't need a full-time Chief AI Officer. They need someone senior enough to make good calls, close enough to the work to keep projects moving, and honest enough to say no to shiny tools. That is what ",
          { text: "fractional AI leadership", to: "/services/fractional-ai-leadership" },
          " gives you: a seasoned leader in your planning, your meetings and your vendor calls for a set number of days each month.",
        ],
        [
          "Many engagements begin with ",
          { text: "AI strategy consulting", to: "/services/ai-strategy-consulting" },
          " to agree priorities. Your fractional leader then owns the roadmap that comes out of it: turning it into projects, keeping budgets honest and reporting progress to you in plain numbers every month.",
        ],
      ],
    },
    {
      kind: "cards",
      id: "models",
      eyebrow: "Engagement models",
      title: "Three ways to work together",
      columns: 3,
      items: [
        {
          icon: "compass",
          title: "Strategic Advisor",
          description:
            "Two days a month: planning with the leadership team, tool and vendor decisions, and a sounding board whenever an AI question comes up.",
        },
        {
          icon: "briefcase",
          title: "Project Lead",
          description:
            "One to two days a week on a defined initiative, running delivery end to end from scoping and vendor selection to launch and adoption.",
        },
        {
          icon: "users",
          title: "Interim Leader",
          description:
            "Up to three days a week while you hire or grow a permanent AI lead. Everything keeps moving, then we hand over with a full playbook.",
        },
      ],
    },
    {
      kind: "cards",
      id: "success",
      eyebrow: "How we measure success",
      title: "Results you can hold us to",
      columns: 3,
      items: [
        {
          icon: "calendar-check",
          title: "On time and on budget",
          description:
            "Every initiative is delivered by the dates and within the budget agreed at the start, and reported against them monthly.",
        },
        {
          icon: "target",
          title: "Roadmap KPIs achieved",
          description:
            "The KPIs in your AI roadmap, such as hours saved, response times or conversion rates, move the way the plan said they would.",
        },
        {
          icon: "graduation-cap",
          title: "A more AI-literate team",
          description:
            "Your people use AI with confidence and good judgement, measured by a skills check at the start and again each quarter.",
        },
      ],
    },
  ],
  closing: {
    title: "See if fractional AI leadership fits",
    text: "Tell us where AI stands in your business today. We'll recommend the engagement model that fits, or tell you if you don't need one yet.",
    primary: { label: "Talk to Our Team", to: "/contact" },
  },
  related: [link.strategy, link.education, link.company],
} satisfies ServicePage & { slug: ServiceSlug };
