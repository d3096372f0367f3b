import type { HeroContent, RelatedPage, Seo, Step } from "~/content/schema";

import type { Block, CtaBlock, FeatureItem } from "./schema";

/** /services/our-agents: the same agent catalogue as /ai-agents, framed as a service. */
export const ourAgentsPage = {
  seo: {
    title: "Our AI Agents: Sales, Service, Marketing & HR",
    description:
      "The four AI agent archetypes we deploy: sales, customer service, marketing and human resources. Each is trained on your data and supervised by your team.",
  } satisfies Seo,
  hero: {
    eyebrow: "Our AI Agents",
    title: "Meet the Agents We Build for Your Team",
    subtitle:
      "Four proven archetypes, each tailored to your services, tone and tools. Pick the one that removes your biggest bottleneck and we'll have it live in about four weeks.",
    primary: { label: "Book an Agent Consultation", to: "booking" },
    secondary: { label: "How AI Agents Work", to: "/ai-agents" },
  } satisfies HeroContent,
  catalogue: {
    eyebrow: "The catalogue",
    title: "Choose your first agent",
    intro:
      "Every agent below runs on business-grade AI services, connects to the tools you already use and hands over to a person whenever it should.",
  },
  rollout: {
    eyebrow: "Rollout",
    title: "From first call to a live agent",
    items: [
      {
        icon: "compass",
        title: "Pick the archetype",
        description:
          "On the discovery call we choose the agent whose work costs you the most hours or leads today.",
      },
      {
        icon: "brain",
        title: "Teach it your business",
        description:
          "Services, prices, policies and tone go into its knowledge, checked line by line with your team.",
      },
      {
        icon: "users",
        title: "Test with your staff",
        description:
          "Your team tries to trip it up for a week. Every weak answer is fixed before customers see it.",
      },
      {
        icon: "rocket",
        title: "Launch and review",
        description:
          "It goes live on one channel first, and we review its conversations with you each month.",
      },
    ],
  } satisfies Block<Step>,
  guardrails: {
    eyebrow: "Guardrails",
    title: "Safe by design",
    intro: "An agent speaks for your business, so every one ships with the same protections.",
    items: [
      {
        icon: "lock",
        title: "Your data stays yours",
        description:
          "We use AI services that do not train on your data, with access limited by role.",
      },
      {
        icon: "users",
        title: "People approve what matters",
        description: "Refunds, complaints and anything unusual always go to a named person.",
      },
      {
        icon: "file-text",
        title: "Every conversation logged",
        description: "Full transcripts you can search, export and review at any time.",
      },
      {
        icon: "shield-check",
        title: "Clear limits",
        description: "It only answers what it was trained on, and says so when it doesn't know.",
      },
    ],
  } satisfies Block<FeatureItem>,
  related: [
    {
      title: "AI Agents Overview",
      description: "How we plan AI and bring your team along with it.",
      link: "/ai-agents",
    },
    {
      title: "Our Workflows",
      description: "Automation templates that pair with each agent.",
      link: "/services/our-workflows",
    },
    {
      title: "AI Customer Service Agents",
      description: "Trained on your data, in multiple languages and your voice.",
      link: "/ai/customer-service-agents",
    },
  ] satisfies RelatedPage[],
  cta: {
    title: "Not sure which agent to start with?",
    text: "Book a free 30-minute call. We'll look at where your leads and questions come from and recommend the agent that pays back first.",
  } satisfies CtaBlock,
};
