import type { HeroContent, RelatedPage, Seo, Step } from "~/content/schema";

import type { Block, CtaBlock } from "./schema";

/** /services/our-workflows: the four templates, then how one becomes yours. */
export const ourWorkflowsPage = {
  seo: {
    title: "Automation Workflow Templates",
    description:
      "Four proven automation templates for service businesses: lead engagement, client onboarding, content repurposing and appointment reminders.",
  } satisfies Seo,
  hero: {
    eyebrow: "Our Workflows",
    title: "Proven Workflows, Tailored to Your Tools",
    subtitle:
      "Start from a template that already works for businesses like yours. We adapt it to your apps, your wording and your team, and most go live within two weeks.",
    primary: { label: "Request a Workflow Demo", to: "booking" },
    secondary: { label: "How Automation Works", to: "/automations" },
  } satisfies HeroContent,
  templates: {
    eyebrow: "Workflow templates",
    title: "Four templates our clients start with",
    intro:
      "Each template is built in our workflow-automation tool, connected to the apps you already use and handed over with documentation your team can follow.",
  },
  setup: {
    eyebrow: "Setup",
    title: "How a template becomes your workflow",
    items: [
      {
        icon: "monitor",
        title: "Demo on your scenario",
        description:
          "We run the template with your real examples, so you see exactly what your customers would receive.",
      },
      {
        icon: "workflow",
        title: "Connect your tools",
        description:
          "We link your CRM, calendar, email and accounting apps with access limited to what the workflow needs.",
      },
      {
        icon: "wrench",
        title: "Tailor and test",
        description:
          "Wording, timings and rules are adjusted to your business, then tested end to end with your team.",
      },
      {
        icon: "rocket",
        title: "Go live and hand over",
        description:
          "It goes live with monitoring and written documentation, and we check the results with you after 30 days.",
      },
    ],
  } satisfies Block<Step>,
  related: [
    {
      title: "Workflow Automation",
      description: "What automation does and the four areas we start with.",
      link: "/automations",
    },
    {
      title: "Our AI Agents",
      description: "Sales, service, marketing and HR agents that pair with these workflows.",
      link: "/services/our-agents",
    },
    {
      title: "Sales Management Automation",
      description: "Go beyond lead engagement to a pipeline that updates itself.",
      link: "/automations/sales-management",
    },
  ] satisfies RelatedPage[],
  cta: {
    title: "Not sure which template fits?",
    text: "Book a free 30-minute call. We'll look at your busiest week and tell you which workflow would save the most hours first.",
  } satisfies CtaBlock,
};
