import type { LeadershipPage } from "./schema";
import type { LeadershipSlug } from "./slugs";

const image = (slug: LeadershipSlug, alt: string) => ({
  src: `/images/leadership/${slug}.svg`,
  alt,
  width: 640,
  height: 480,
});

/** The three leadership pages (SPEC 2.7), rendered by routes/leadership-detail.tsx. Buttons open booking. */
export const leadershipPages = [
  {
    slug: "fractional-coo",
    seo: {
      title: "Fractional COO for Service Businesses",
      description:
        "A part-time chief operating officer who builds your systems, runs the weekly scorecard and frees the owner from day-to-day firefighting.",
    },
    hero: {
      eyebrow: "Fractional COO",
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
      image: image(
        "fractional-coo",
        "A 90-day roadmap in three phases: diagnose in weeks 1 to 3, stabilise in weeks 4 to 8 and scale in weeks 9 to 13, each with its main deliverables",
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
  },
  {
    slug: "financial-analysis",
    seo: {
      title: "Financial Analysis for Small Businesses",
      description:
        "Find where your margin goes: job and client profitability, pricing, overheads and a 13-week cash forecast, explained in plain English by a finance lead.",
    },
    hero: {
      eyebrow: "Financial Analysis",
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
      image: image(
        "financial-analysis",
        "Bar chart of gross margin by job type: maintenance contracts at 42%, kitchen remodels at 31%, bathroom remodels at 24% and emergency call-outs at 9%, the last flagged for repricing",
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
  },
  {
    slug: "financial-performance-cards",
    seo: {
      title: "Financial Performance Cards",
      description:
        "A one-page monthly scorecard of your key financial numbers, with targets, twelve-month trends and plain-English commentary from a finance lead.",
    },
    hero: {
      eyebrow: "Financial Performance Cards",
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
      image: image(
        "financial-performance-cards",
        "A one-page financial performance card with eight metric tiles, each showing a value, its target and a small trend line, with two tiles marked amber and one red",
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
  },
] satisfies LeadershipPage[];
