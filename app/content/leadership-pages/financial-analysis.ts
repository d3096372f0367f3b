import type { LeadershipPage } from "~/content/solutions/schema";
import { leadershipDrawings } from "~/content/solutions/leadership-drawings";
import { mockupImage } from "~/content/solutions/slugs";

import { leadershipSummary } from "./summary";

/**
 * /leadership/financial-analysis: one record, loaded only by its own page (routes/leadership-detail.tsx).
 * Its mock-up is inlined: the hero draws it as markup, with no request before the first paint.
 */
export default {
  slug: "financial-analysis",
  seo: leadershipSummary["financial-analysis"].seo,
  hero: {
    eyebrow: leadershipSummary["financial-analysis"].name,
    title: "Know Exactly Where Your Profit Comes From",
    subtitle:
      "We dig into your jobs, clients and overheads to show which work makes money, which quietly loses it, and what to change in pricing, mix and cash management.",
    primary: { label: "Book a Financial Review Call", to: "booking" },
  },
  benefits: {
    eyebrow: "What we analyse",
    title: "Four questions every owner should be able to answer",
    items: [
      {
        icon: "calculator",
        title: "Which work pays?",
        description:
          "Margin by job type, client and crew, so you know which work to chase and which to reprice.",
      },
      {
        icon: "dollar",
        title: "Are we priced right?",
        description:
          "Your rates tested against true costs, including the admin hours most quotes forget.",
      },
      {
        icon: "line-chart",
        title: "Will cash hold up?",
        description:
          "A rolling 13-week forecast built from your real invoices, bills, payroll and tax dates.",
      },
      {
        icon: "search",
        title: "Where is money leaking?",
        description:
          "Subscriptions, supplier terms and overtime patterns checked for money quietly slipping away.",
      },
    ],
  },
  media: {
    eyebrow: "What you receive",
    title: "From a pile of reports to three clear decisions",
    paragraphs: [
      "Most owners already have the data; it is spread across the accounting system, job software and a few spreadsheets. We bring it together and tell you what it means.",
    ],
    bullets: [
      "A full analysis pack, summarised on a single page",
      "Three to five recommendations ranked by cash impact",
      "A 60-minute walkthrough with you and your bookkeeper",
    ],
    image: mockupImage(
      leadershipDrawings["financial-analysis"],
      leadershipSummary["financial-analysis"].mockupAlt,
    ),
  },
  steps: {
    eyebrow: "How it works",
    title: "Four weeks from books to decisions",
    items: [
      {
        icon: "lock",
        title: "Share read-only access",
        description:
          "You give us view-only access to your accounting and job software. Nothing changes in your systems.",
      },
      {
        icon: "calculator",
        title: "We analyse",
        description:
          "Twelve to twenty-four months of jobs, invoices and costs, checked with your team where the data is thin.",
      },
      {
        icon: "users",
        title: "Walkthrough",
        description:
          "We present the findings in plain English and agree which recommendations to act on first.",
      },
      {
        icon: "trending-up",
        title: "Act and track",
        description:
          "We check in at 30 and 90 days to measure the change in margin and cash against the baseline.",
      },
    ],
  },
  signature: {
    kind: "comparison",
    eyebrow: "Side by side",
    title: "Financial analysis against bookkeeping alone",
    intro: "Good books are the starting point. Analysis is what turns them into decisions.",
    columns: ["Financial analysis", "Bookkeeping alone"],
    rows: [
      {
        topic: "The question answered",
        ours: "Why margins moved, and what to change",
        theirs: "What happened last month",
      },
      {
        topic: "When you know",
        ours: "Weekly, while jobs are still running",
        theirs: "After the month-end close",
      },
      {
        topic: "Pricing",
        ours: "Rates tested against the true cost of each job",
        theirs: "Last year's rates plus a little",
      },
      {
        topic: "Cash",
        ours: "A rolling 13-week forecast",
        theirs: "Today's bank balance",
      },
    ],
  },
  related: [
    {
      title: "Financial Performance Cards",
      description: "Keep watching the numbers that matter, on one page every month.",
      link: "/leadership/financial-performance-cards",
    },
    {
      title: "Cash Flow Management",
      description: "Automate invoicing, reminders and the 13-week forecast.",
      link: "/automations/cash-flow-management",
    },
    {
      title: "Fractional COO",
      description: "Senior operations leadership to carry the changes through.",
      link: "/leadership/fractional-coo",
    },
  ],
  cta: {
    title: "Find the profit hiding in your books",
    text: "Book a free call. We'll ask five questions about your numbers and tell you where an analysis is most likely to pay for itself.",
  },
} satisfies LeadershipPage;
