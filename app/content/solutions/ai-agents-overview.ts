import type { FeatureCard, HeroContent, RelatedPage, Seo } from "~/content/schema";

import type { Block, CtaBlock, FeatureItem } from "./schema";

/** /ai-agents: roadmap and culture, 10 capabilities, then the shared agent catalogue. */
export const aiAgentsOverview = {
  seo: {
    title: "AI Agents for Small and Mid-Sized Businesses",
    description:
      "AI agents that answer enquiries, qualify leads, draft content and onboard staff around the clock, trained on your business and introduced with your team.",
  } satisfies Seo,
  hero: {
    eyebrow: "AI Agents",
    title: "Digital Teammates That Never Miss a Lead",
    subtitle:
      "AI agents answer enquiries, qualify leads, draft content and handle routine requests around the clock, trained on your business and working inside the tools your team already uses.",
    primary: { label: "Talk to Us About an Agent", to: "/contact" },
    secondary: { label: "Meet the Sales Agent", to: "/ai/sales-agents" },
  } satisfies HeroContent,
  approach: {
    eyebrow: "Our approach",
    title: "A roadmap first, then a team that wants to use it",
    intro:
      "Most AI projects stall for one of two reasons: nobody chose the right first job for the agent, or the team never trusted it. We plan for both from day one.",
    items: [
      {
        icon: "map",
        title: "AI Roadmap",
        description:
          "Before we build anything, we rank every AI opportunity by hours saved, revenue protected and effort, then sequence the winners into a 90-day plan with owners and budgets.",
        points: [
          "Opportunity audit across sales, service, marketing and HR",
          "Success measures agreed before any agent goes live",
          "Data, privacy and access checks on every tool",
        ],
      },
      {
        icon: "users",
        title: "Cultural Integration",
        description:
          "Agents only pay back when people trust them. We involve your team early, show each person what changes in their role, and train them to supervise and improve each agent.",
        points: [
          "Role-by-role briefings and hands-on practice sessions",
          "Human sign-off on anything sensitive or unusual",
          "An agent champion in each team who owns its playbook",
        ],
      },
    ],
  } satisfies Block<FeatureCard>,
  capabilities: {
    eyebrow: "What agents can do",
    title: "10 things an AI agent can take off your team's plate",
    items: [
      {
        title: "Answer enquiries 24/7",
        description: "Reply to web chat, email and text in seconds, day or night.",
      },
      {
        title: "Qualify leads",
        description: "Ask your qualifying questions and score each lead before it reaches sales.",
      },
      {
        title: "Book appointments",
        description: "Offer live calendar slots and confirm bookings without the back-and-forth.",
      },
      {
        title: "Follow up automatically",
        description: "Chase quotes, missed calls and no-shows on a schedule you set.",
      },
      {
        title: "Resolve routine support",
        description: "Handle order status, opening hours, pricing and policy questions.",
      },
      {
        title: "Draft content",
        description: "Turn notes and job photos into posts and newsletters in your voice.",
      },
      {
        title: "Summarise calls and meetings",
        description: "Write up actions and update the CRM after every conversation.",
      },
      {
        title: "Keep your systems current",
        description: "Create records, log activity and move deals in the tools you already use.",
      },
      {
        title: "Screen and onboard staff",
        description: "Sort applications, schedule interviews and guide new hires through week one.",
      },
      {
        title: "Escalate to a person",
        description: "Hand over with full context whenever judgement or empathy is needed.",
      },
    ],
  } satisfies Block<FeatureItem>,
  catalogue: {
    eyebrow: "Agent catalogue",
    title: "Four agents, ready to learn your business",
    intro:
      "Each archetype is a starting point. We tailor its knowledge, tone and permissions to your business before it speaks to a single customer.",
  },
  related: [
    {
      title: "AI Sales Agents",
      description: "Every lead answered in under a minute and booked into your calendar.",
      link: "/ai/sales-agents",
    },
    {
      title: "AI Customer Service Agents",
      description: "Up to 80% of common support queries handled, in any language.",
      link: "/ai/customer-service-agents",
    },
    {
      title: "AI Marketing Agents",
      description: "A week of on-brand content drafted every Monday for your approval.",
      link: "/ai/marketing-agents",
    },
  ] satisfies RelatedPage[],
  cta: {
    title: "Which agent would pay back first?",
    text: "In a free 30-minute call we'll pick the agent with the fastest payback for your business and outline what it needs to learn.",
  } satisfies CtaBlock,
};
