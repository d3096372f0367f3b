import type { AgentPage } from "~/content/solutions/schema";

import { agentSummary } from "./summary";

/**
 * /ai/marketing-agents: one record, loaded only by its own page (routes/ai-agent-detail.tsx). Its name,
 * meta and sample conversation live in the summary, which /ai-agents also reads.
 */
export default {
  slug: "marketing-agents",
  seo: agentSummary["marketing-agents"].seo,
  hero: {
    eyebrow: agentSummary["marketing-agents"].name,
    title: "A Marketing Team That Never Runs Out of Ideas",
    subtitle:
      "Your AI marketing agent turns job photos, voice notes and customer questions into on-brand posts, emails and articles, then schedules them and reports what worked.",
    primary: { label: "Build My Marketing Agent", to: "/contact" },
  },
  benefits: {
    eyebrow: "Why add a marketing agent",
    title: "Consistent marketing without the blank page",
    items: [
      {
        icon: "pen-tool",
        title: "Content in your voice",
        description: "Trained on your best posts and emails, it writes like you do on a good day.",
      },
      {
        icon: "calendar-check",
        title: "A full calendar",
        description:
          "A week of posts and a newsletter drafted every Monday, ready for a ten-minute review.",
      },
      {
        icon: "badge-check",
        title: "Reviews handled",
        description:
          "Asks happy customers for reviews and drafts a thoughtful reply to every one you receive.",
      },
      {
        icon: "bar-chart",
        title: "Reporting you'll read",
        description:
          "A plain-English monthly summary of what went out and which pieces brought in enquiries.",
      },
    ],
  },
  media: {
    eyebrow: "How you work with it",
    title: "You approve, it does the rest",
    paragraphs: [
      "Send the agent a photo, a link or a quick voice note. It drafts the pieces, tailors each one to its channel and waits for your go-ahead.",
      "Nothing publishes without your approval unless you choose otherwise, and every draft follows the brand guide we write together in week one.",
    ],
    bullets: [
      "Tailored versions for LinkedIn, Facebook, Instagram and email",
      "Brand guide and banned phrases built into every draft",
      "What performed well feeds next week's ideas",
    ],
  },
  conversation: agentSummary["marketing-agents"].conversation,
  howItWorks: {
    eyebrow: "Four steps",
    title: "How It Works",
    intro: "Most marketing agents are publishing within three weeks of kick-off.",
    items: [
      {
        icon: "pen-tool",
        title: "Learn your brand",
        description:
          "We feed the agent your best content, reviews and service pages, and write a brand guide together.",
      },
      {
        icon: "megaphone",
        title: "Connect your channels",
        description:
          "Social accounts, email platform, website blog and review profiles are linked with the right permissions.",
      },
      {
        icon: "clipboard-check",
        title: "Set the approval flow",
        description:
          "You decide what needs your sign-off, who else can approve, and what may post automatically.",
      },
      {
        icon: "trending-up",
        title: "Publish and improve",
        description:
          "Content goes out on schedule and each month's results shape the next month's plan.",
      },
    ],
  },
  signature: {
    kind: "quote",
    quote:
      "A good marketing agent doesn't write for you. It writes the first draft in your voice every Monday, so your team spends its time deciding, not staring at a blank page.",
    person: "Hannah Lindqvist",
  },
  related: [
    {
      title: "Marketing Management Automation",
      description: "Calendars, nurture emails and review requests on autopilot.",
      link: "/automations/marketing-management",
    },
    {
      title: "AI Sales Agents",
      description: "Turn the enquiries your content brings in into booked calls.",
      link: "/ai/sales-agents",
    },
    {
      title: "Workflow Templates",
      description: "See the Content Repurposing Engine and three other templates.",
      link: "/services/our-workflows",
    },
  ],
  cta: {
    title: "See a week of content before you commit",
    text: "Share three recent jobs on a free call and we'll show you the posts and newsletter your marketing agent would draft from them.",
    primary: { label: "Talk to Our Team", to: "/contact" },
  },
} satisfies AgentPage;
