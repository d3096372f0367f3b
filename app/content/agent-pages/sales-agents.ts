import type { AgentPage } from "~/content/solutions/schema";

import { agentSummary } from "./summary";

/**
 * /ai/sales-agents: one record, loaded only by its own page (routes/ai-agent-detail.tsx). Its name,
 * meta and sample conversation live in the summary, which /ai-agents also reads.
 */
export default {
  slug: "sales-agents",
  seo: agentSummary["sales-agents"].seo,
  hero: {
    eyebrow: agentSummary["sales-agents"].name,
    title: "Your Unstoppable Sales Machine",
    subtitle:
      "An AI agent that answers every lead in under a minute, asks your qualifying questions and books serious buyers into your team's calendar, evenings and weekends included.",
    primary: { label: "Build My Sales Agent", to: "/contact" },
  },
  benefits: {
    eyebrow: "Why add a sales agent",
    title: "More meetings, with less chasing",
    items: [
      {
        icon: "zap",
        title: "Replies in under a minute",
        description:
          "The first business to respond usually wins the job. Your agent answers every enquiry in seconds.",
      },
      {
        icon: "target",
        title: "Only qualified meetings",
        description:
          "It asks about budget, timing and scope, so your team only talks to buyers who fit.",
      },
      {
        icon: "calendar-check",
        title: "40% more appointments",
        description:
          "Consistent, polite follow-up lifts booked sales appointments by 40% on average.",
      },
      {
        icon: "database",
        title: "A CRM that stays current",
        description:
          "Every conversation is summarised and logged, with the next step already scheduled.",
      },
    ],
  },
  media: {
    eyebrow: "A real conversation",
    title: "From enquiry to booked appointment in four messages",
    paragraphs: [
      "This is how a typical evening enquiry goes. The agent knows your services, your service area and your calendar, and it never promises a price it hasn't been given.",
      "If a lead asks something outside its brief, it says so and books a call with a person instead of guessing.",
    ],
    bullets: [
      "Works on your website chat, text messages and email",
      "Qualifies with the same questions your best salesperson asks",
      "Books straight into the right person's calendar",
    ],
  },
  conversation: agentSummary["sales-agents"].conversation,
  howItWorks: {
    eyebrow: "Four steps",
    title: "How It Works",
    intro: "From kick-off to a live agent, usually in three to four weeks.",
    items: [
      {
        icon: "brain",
        title: "Train",
        description:
          "We teach the agent your services, pricing rules, service area and the questions your best salesperson asks.",
      },
      {
        icon: "workflow",
        title: "Integrate",
        description:
          "We connect it to your website chat, phone line, email inbox, CRM and team calendars.",
      },
      {
        icon: "route",
        title: "Define workflows",
        description:
          "Together we set when it books, when it follows up, and when it hands a lead to a person.",
      },
      {
        icon: "rocket",
        title: "Go live",
        description:
          "The agent starts answering leads, and we review its conversations with you weekly for the first month.",
      },
    ],
  },
  signature: {
    kind: "metrics",
    eyebrow: "By design",
    title: "What your leads notice first",
    stats: [
      { value: "< 1 min", label: "to answer a new lead, on any channel" },
      { value: "24/7", label: "evenings, weekends and holidays covered" },
      { value: "0", label: "CRM notes typed by hand after a conversation" },
    ],
  },
  related: [
    {
      title: "Sales Management Automation",
      description: "Pipeline updates, follow-up sequences and Monday sales reports.",
      link: "/automations/sales-management",
    },
    {
      title: "AI Customer Service Agents",
      description: "Answer up to 80% of routine support questions instantly.",
      link: "/ai/customer-service-agents",
    },
    {
      title: "AI Marketing Agents",
      description: "Keep the pipeline full with content written in your voice.",
      link: "/ai/marketing-agents",
    },
  ],
  cta: {
    title: "Put a sales agent to work this month",
    text: "Tell us how leads reach you today. We'll show you what your agent would say, what it would book, and how soon it could be live.",
    primary: { label: "Talk to Our Team", to: "/contact" },
  },
} satisfies AgentPage;
