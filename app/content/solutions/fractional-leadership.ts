import type { Benefit, Comparison, HeroContent, RelatedPage, Seo } from "~/content/schema";

import type { Block, CtaBlock, FeatureItem } from "./schema";

/** /fractional-leadership: 8 service areas, 6 help signals, 5 industries, related cards. */
export const fractionalLeadershipPage = {
  seo: {
    title: "Fractional COO, CFO & AI Leadership",
    description:
      "Senior operations, finance and AI leadership for growing service businesses, a few days a month, at a fraction of the cost of a full-time executive.",
  } satisfies Seo,
  hero: {
    eyebrow: "Fractional Leadership",
    title: "Senior Leadership Without the Full-Time Salary",
    subtitle:
      "A seasoned COO, CFO or AI lead who joins your leadership team a few days a month, sets priorities, builds the systems and coaches your people until they run without us.",
    primary: { label: "Book a Leadership Call", to: "booking" },
    secondary: { label: "See the Fractional COO Role", to: "/leadership/fractional-coo" },
  } satisfies HeroContent,
  comparison: {
    eyebrow: "Fractional or full-time",
    title: "What a fractional leader changes, against a full-time hire",
    intro:
      "Most of our clients weighed both. These are the questions they asked, answered the way we answer them on a first call.",
    columns: ["Fractional leader", "Full-time executive"],
    rows: [
      {
        topic: "Cost",
        ours: "A fixed monthly fee for a few days a month, from about a quarter of an executive's salary.",
        theirs: "A full salary plus benefits, bonus and equity, before the first result.",
      },
      {
        topic: "Time to start",
        ours: "Working with your team within two weeks of the first call.",
        theirs: "Three to six months to recruit, then a quarter to find their feet.",
      },
      {
        topic: "Experience",
        ours: "Has run operations or finance in many service businesses like yours.",
        theirs: "Deep knowledge of one or two companies, often larger than yours.",
      },
      {
        topic: "Commitment",
        ours: "Month to month. Scale the days up or down as the work changes.",
        theirs: "A long-term hire, and a costly one to undo if the fit is wrong.",
      },
      {
        topic: "When it ends",
        ours: "Systems documented and your people trained to run them without us.",
        theirs: "What they knew often leaves with them.",
      },
    ],
  } satisfies Comparison,
  serviceAreas: {
    eyebrow: "Service areas",
    title: "Eight areas a fractional leader takes on",
    intro:
      "Most engagements focus on two or three of these at a time, in the order that frees you first.",
    items: [
      {
        icon: "compass",
        title: "Strategic Planning",
        description:
          "A one-page annual plan with quarterly priorities, owners and measures the whole team can see.",
      },
      {
        icon: "cog",
        title: "Operations & Process",
        description:
          "Documented workflows for sales, delivery and billing, so quality doesn't depend on who's in today.",
      },
      {
        icon: "wallet",
        title: "Financial Management",
        description: "Monthly close, budgets and a 13-week cash forecast you actually look at.",
      },
      {
        icon: "bar-chart",
        title: "KPIs & Reporting",
        description:
          "A weekly scorecard of the ten numbers that predict your month, delivered automatically.",
      },
      {
        icon: "users",
        title: "Team & Hiring",
        description:
          "Clear roles, hiring plans and scorecards, so you hire the right people in the right order.",
      },
      {
        icon: "trending-up",
        title: "Sales Operations",
        description:
          "Pipeline stages, follow-up rules and forecasting that make busy months predictable.",
      },
      {
        icon: "sparkles",
        title: "AI & Automation",
        description:
          "A practical AI and automation roadmap, with someone accountable for the payback.",
      },
      {
        icon: "shield-check",
        title: "Risk & Compliance",
        description:
          "Contracts, insurance, data protection and controls reviewed before they get expensive.",
      },
    ],
  } satisfies Block<Benefit>,
  signals: {
    eyebrow: "Is it time?",
    title: "Six signs you need a fractional leader",
    items: [
      { title: "You work 60+ hour weeks and every decision still waits for you." },
      { title: "Revenue has grown, but profit and cash haven't kept up." },
      { title: "You can't say with confidence what your bank balance will be in eight weeks." },
      { title: "Good people are leaving, and each one costs around $45K to replace." },
      { title: "Projects stall because nobody owns them once the kick-off meeting ends." },
      { title: "You know AI could help, but there's no time to work out where to start." },
    ],
  } satisfies Block<FeatureItem>,
  industries: {
    eyebrow: "Industries",
    title: "Where our leaders have run the business themselves",
    items: [
      {
        icon: "hard-hat",
        title: "Construction & Trades",
        description: "Job costing, crew utilisation and progress billing that protect margin.",
      },
      {
        icon: "pen-tool",
        title: "Design & Build",
        description: "Selections, change orders and client updates run to one standard.",
      },
      {
        icon: "briefcase",
        title: "Professional Services",
        description:
          "Utilisation, realisation and capacity planning for firms that sell expertise.",
      },
      {
        icon: "utensils",
        title: "Hospitality & Food Service",
        description:
          "Labour scheduling, food cost and multi-site reporting that hold up on a Saturday.",
      },
      {
        icon: "building",
        title: "Other Service-Based",
        description: "Clinics, agencies and field-service firms with seven-figure revenue or more.",
      },
    ],
  } satisfies Block<FeatureItem>,
  related: [
    {
      title: "Fractional COO",
      description: "Systems, scorecards and accountable managers, a few days a month.",
      link: "/leadership/fractional-coo",
    },
    {
      title: "Financial Analysis",
      description: "Profit by job, client and crew, with three clear decisions.",
      link: "/leadership/financial-analysis",
    },
    {
      title: "Financial Performance Cards",
      description: "Your eight key numbers on one page, every month.",
      link: "/leadership/financial-performance-cards",
    },
  ] satisfies RelatedPage[],
  cta: {
    title: "Get a senior leader in your corner",
    text: "Book a free 30-minute call. We'll talk through where you're stretched and whether a fractional COO, CFO or AI lead is the right fit.",
  } satisfies CtaBlock,
};
