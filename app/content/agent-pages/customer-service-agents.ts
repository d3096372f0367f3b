import type { AgentPage } from "~/content/solutions/schema";

import { agentSummary } from "./summary";

/**
 * /ai/customer-service-agents: one record, loaded only by its own page (routes/ai-agent-detail.tsx). Its name,
 * meta and sample conversation live in the summary, which /ai-agents also reads.
 */
export default {
  slug: "customer-service-agents",
  seo: agentSummary["customer-service-agents"].seo,
  hero: {
    eyebrow: agentSummary["customer-service-agents"].name,
    title: "Support That Answers in Seconds, at Any Hour",
    subtitle:
      "An AI agent trained on your policies and past conversations that resolves routine questions instantly and hands everything else to your team with the context attached.",
    primary: { label: "Build My Service Agent", to: "/contact" },
  },
  benefits: {
    eyebrow: "Why add a service agent",
    title: "Faster answers for customers, fewer interruptions for staff",
    items: [
      {
        icon: "clock",
        title: "Answers in seconds",
        description:
          "Customers get a correct answer at 2 pm or 2 am, without waiting on hold or for a callback.",
      },
      {
        icon: "users",
        title: "Your team on the hard cases",
        description:
          "Routine questions are handled, so staff spend their time on customers who need a person.",
      },
      {
        icon: "message",
        title: "Every channel, one answer",
        description:
          "Website chat, email, text and social messages answered from the same knowledge.",
      },
      {
        icon: "shield-check",
        title: "Safe hand-offs",
        description:
          "Complaints, refunds and anything sensitive go straight to a named person, never a dead end.",
      },
    ],
  },
  media: {
    eyebrow: "What it knows",
    title: "Trained on your business, fluent in your customers' language",
    paragraphs: [
      "We build the agent's knowledge from your own material: help articles, policies, price lists and thousands of past emails and tickets.",
      "Up to 80% of common support queries can be handled without a person stepping in; the rest reach your team with the full conversation attached.",
    ],
    bullets: [
      "Trained on your business data: policies, FAQs, price lists and past tickets",
      "Answers in multiple languages, switching automatically to match each customer",
      "One consistent voice: the same tone and the same correct answer on every channel",
    ],
    highlight: {
      value: "Up to 80%",
      label: "of common support queries handled without waiting for a person",
    },
  },
  conversation: agentSummary["customer-service-agents"].conversation,
  howItWorks: {
    eyebrow: "Four steps",
    title: "How It Works",
    intro: "A service agent is usually answering customers within four weeks.",
    items: [
      {
        icon: "database",
        title: "Gather your knowledge",
        description:
          "We collect your policies, FAQs, price lists and past tickets, and fill the gaps with your team.",
      },
      {
        icon: "message",
        title: "Set tone and limits",
        description:
          "We agree its voice, what it may answer, and exactly when it must hand over to a person.",
      },
      {
        icon: "workflow",
        title: "Connect channels",
        description:
          "Chat, email, text and social inboxes are linked to one agent and to your booking system.",
      },
      {
        icon: "trending-up",
        title: "Launch and refine",
        description:
          "We review unanswered questions weekly and add them to its knowledge, so it improves every month.",
      },
    ],
  },
  signature: {
    kind: "comparison",
    eyebrow: "Side by side",
    title: "An AI service agent against the shared inbox",
    columns: ["AI service agent", "Shared inbox"],
    rows: [
      {
        topic: "First reply",
        ours: "Within seconds, at any hour",
        theirs: "The next business day, on a good week",
      },
      {
        topic: "Language",
        ours: "The customer's own",
        theirs: "Whatever the person on shift speaks",
      },
      {
        topic: "Hard cases",
        ours: "Passed to a named person with the whole conversation attached",
        theirs: "Forwarded, asked again and explained again",
      },
      {
        topic: "Your team's day",
        ours: "The questions that need a person",
        theirs: "Order status and opening hours, all day",
      },
    ],
  },
  related: [
    {
      title: "Our AI Agents",
      description: "Compare all four agent archetypes side by side.",
      link: "/services/our-agents",
    },
    {
      title: "AI Sales Agents",
      description: "Answer and qualify every new lead in under a minute.",
      link: "/ai/sales-agents",
    },
    {
      title: "Workflow Templates",
      description: "Appointment reminders and onboarding that run themselves.",
      link: "/services/our-workflows",
    },
  ],
  cta: {
    title: "Find out what your agent could answer",
    text: "Send us your ten most common customer questions. On a free call we'll show how the agent would answer each one, in your voice.",
    primary: { label: "Talk to Our Team", to: "/contact" },
  },
} satisfies AgentPage;
