import type { LeadershipPage } from "~/content/solutions/schema";
import { leadershipDrawings } from "~/content/solutions/leadership-drawings";
import { mockupImage } from "~/content/solutions/slugs";

import { leadershipSummary } from "./summary";

/**
 * /leadership/financial-performance-cards: one record, loaded only by its own page (routes/leadership-detail.tsx).
 * Its mock-up is inlined: the hero draws it as markup, with no request before the first paint.
 */
export default {
  slug: "financial-performance-cards",
  seo: leadershipSummary["financial-performance-cards"].seo,
  hero: {
    eyebrow: leadershipSummary["financial-performance-cards"].name,
    title: "Your Whole Business on One Page, Every Month",
    subtitle:
      "A monthly performance card with the eight numbers that matter, from revenue and gross margin to cash runway, each with a target, a trend and a short note on what to do next.",
    primary: { label: "Get Your First Performance Card", to: "booking" },
  },
  benefits: {
    eyebrow: "What's on the card",
    title: "Everything you need to know, nothing you don't",
    items: [
      {
        icon: "gauge",
        title: "Eight numbers that matter",
        description:
          "Revenue, gross margin, overhead ratio, net profit, cash runway, debtor days, backlog and revenue per employee.",
      },
      {
        icon: "target",
        title: "Targets, not just totals",
        description:
          "Each number sits beside the target you set, colour-coded so a problem stands out at a glance.",
      },
      {
        icon: "trending-up",
        title: "Trends in context",
        description:
          "Twelve months of history on every metric, so one bad month is seen for what it is.",
      },
      {
        icon: "message",
        title: "Plain-English notes",
        description:
          "A short comment from your finance lead on what moved, why, and what to do about it.",
      },
    ],
  },
  media: {
    eyebrow: "A sample card",
    title: "Read it in five minutes, act on it the same day",
    paragraphs: [
      "The card arrives by the fifth working day of each month as a PDF and a live link your managers can open on their phones.",
      "Green means on target, amber means watch it, red means act, and every red comes with a recommended next step.",
    ],
    bullets: [
      "Built from your accounting system, so nobody re-keys a number",
      "Shared with the managers who own each metric",
      "Reviewed together on a 30-minute call each quarter",
    ],
    image: mockupImage(
      leadershipDrawings["financial-performance-cards"],
      leadershipSummary["financial-performance-cards"].mockupAlt,
    ),
  },
  steps: {
    eyebrow: "How it works",
    title: "Your first card within a month",
    items: [
      {
        icon: "database",
        title: "Connect your accounting",
        description:
          "We link read-only to your accounting system and job software and check the data is clean.",
      },
      {
        icon: "target",
        title: "Set your targets",
        description:
          "Together we set a target for each of the eight numbers, based on your plan and your industry.",
      },
      {
        icon: "file-text",
        title: "Receive your card",
        description:
          "Every month, by the fifth working day, with commentary and recommended next steps.",
      },
      {
        icon: "users",
        title: "Review each quarter",
        description:
          "A 30-minute call to adjust targets and decide what the team focuses on next quarter.",
      },
    ],
  },
  signature: {
    kind: "metrics",
    eyebrow: "The card in numbers",
    title: "Small enough to read, complete enough to steer by",
    stats: [
      { value: "8", label: "numbers that matter, each with a target" },
      { value: "12 mo", label: "of trend behind every number" },
      { value: "1 page", label: "for the whole business, every month" },
    ],
  },
  related: [
    {
      title: "Financial Analysis",
      description: "A one-off deep dive into profit by job, client and crew.",
      link: "/leadership/financial-analysis",
    },
    {
      title: "Cash Flow Management",
      description: "Automated invoicing and a forecast that updates every morning.",
      link: "/automations/cash-flow-management",
    },
    {
      title: "Fractional Leadership",
      description: "COO, CFO and AI leadership without a full-time hire.",
      link: "/fractional-leadership",
    },
  ],
  cta: {
    title: "See your business on one page",
    text: "Book a free call and we'll show you a sample card, agree your eight numbers and tell you when your first card could arrive.",
  },
} satisfies LeadershipPage;
