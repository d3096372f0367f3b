import type { LeadershipPage } from "~/content/solutions/schema";
import { leadershipDrawings } from "~/content/solutions/leadership-drawings";
import { mockupImage } from "~/content/solutions/slugs";

import { leadershipSummary } from "./summary";

/**
 * /leadership/fractional-coo: one record, loaded only by its own page (routes/leadership-detail.tsx).
 * Its mock-up is inlined: the hero draws it as markup, with no request before the first paint.
 */
export default {
  slug: "fractional-coo",
  seo: leadershipSummary["fractional-coo"].seo,
  hero: {
    eyebrow: leadershipSummary["fractional-coo"].name,
    title: "An Operations Leader, a Few Days a Month",
    subtitle:
      "A senior COO who turns your know-how into systems, runs the weekly leadership meeting and holds the team to its numbers, so you can step out of the day-to-day.",
    primary: { label: "Book a COO Discovery Call", to: "booking" },
  },
  benefits: {
    eyebrow: "What you get",
    title: "What a fractional COO takes off your plate",
    items: [
      {
        icon: "route",
        title: "Systems that scale",
        description:
          "Core processes from enquiry to invoice written down, automated where it pays, and owned by a named person.",
      },
      {
        icon: "bar-chart",
        title: "A weekly scorecard",
        description:
          "Ten numbers that show how the business is doing, reviewed in a 60-minute meeting with a real agenda.",
      },
      {
        icon: "users",
        title: "Accountable managers",
        description:
          "Clear roles and quarterly priorities, so managers decide things instead of queuing at your door.",
      },
      {
        icon: "clock",
        title: "Your week back",
        description:
          "Owners we work with typically go from 60+ hour weeks to 35-hour weeks within the first year.",
      },
    ],
  },
  media: {
    eyebrow: "The first 90 days",
    title: "A clear plan from the first week",
    paragraphs: [
      "Your COO spends the first month listening: to you, your managers and your customers. Then the changes start, one quarter's priorities at a time.",
    ],
    bullets: [
      "Weeks 1–3: interviews, process maps and a baseline of hours, margins and cash",
      "Weeks 4–8: the weekly scorecard, a meeting rhythm and the first three process fixes",
      "Weeks 9–13: roles, a hiring plan and a 12-month operating plan",
    ],
    image: mockupImage(
      leadershipDrawings["fractional-coo"],
      leadershipSummary["fractional-coo"].mockupAlt,
    ),
  },
  steps: {
    eyebrow: "How it works",
    title: "How the engagement runs",
    items: [
      {
        icon: "message",
        title: "Discovery call",
        description:
          "A free 30-minute conversation about where the business is stuck and what you want your role to be.",
      },
      {
        icon: "search",
        title: "Operational review",
        description:
          "Two weeks of interviews and data gathering, ending in a written diagnosis and a 90-day plan.",
      },
      {
        icon: "calendar-check",
        title: "Monthly retainer",
        description:
          "Two to six days a month on site and online, with a weekly leadership meeting you can set your watch by.",
      },
      {
        icon: "handshake",
        title: "Planned hand-over",
        description:
          "When a permanent leader makes sense, we help you hire them and hand over the systems we built.",
      },
    ],
  },
  signature: {
    kind: "quote",
    quote:
      "In the first month I change very little. I watch how work really moves, then we fix the two handoffs that cost the most. Owners feel it by week six.",
    person: "Samuel Reyes",
  },
  related: [
    {
      title: "Fractional Leadership",
      description: "All eight areas our fractional leaders cover, and who we work with.",
      link: "/fractional-leadership",
    },
    {
      title: "Financial Analysis",
      description: "Find which work makes money and which quietly loses it.",
      link: "/leadership/financial-analysis",
    },
    {
      title: "Sales Management Automation",
      description: "The kind of system a COO puts in place in the first quarter.",
      link: "/automations/sales-management",
    },
  ],
  cta: {
    title: "Step out of the day-to-day",
    text: "Book a free 30-minute call to talk through where you are the bottleneck and what a fractional COO would take on first.",
  },
} satisfies LeadershipPage;
