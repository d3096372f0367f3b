import type { AutomationPage } from "~/content/solutions/schema";
import { automationDrawings } from "~/content/solutions/automation-drawings";
import { mockupImage } from "~/content/solutions/slugs";

import { automationSeo } from "./seo";

// Inlined: the hero draws it as markup, with no request before the first paint.
const image = (alt: string) => mockupImage(automationDrawings["cash-flow-management"], alt);

/** /automations/cash-flow-management: one record, loaded only by its own page (routes/automation-detail.tsx). */
export default {
  slug: "cash-flow-management",
  seo: automationSeo["cash-flow-management"],
  hero: {
    eyebrow: "Cash Flow Management Automation",
    title: "Predict and Control Your Cash Flow",
    subtitle:
      "Invoices go out the day the work is done, reminders chase late payers politely, and a rolling 13-week forecast shows a shortfall while there is still time to act.",
    primary: { label: "Get My Cash-Flow Plan", to: "/contact" },
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Calmer cash, without more bookkeeping",
    items: [
      {
        icon: "file-text",
        title: "Invoices out the same day",
        description:
          "Completed jobs and signed-off milestones trigger invoices automatically, so billing never waits for Friday.",
      },
      {
        icon: "clock",
        title: "Paid sooner",
        description:
          "Polite, escalating reminders go out before and after each due date, so nobody has to chase by phone.",
      },
      {
        icon: "line-chart",
        title: "A 13-week forecast",
        description:
          "Bank, invoice and bill data refresh a rolling forecast every morning, so a gap shows up six weeks out.",
      },
      {
        icon: "wallet",
        title: "Spending under control",
        description:
          "Bills are matched to purchase orders and held for approval before anything leaves the account.",
      },
    ],
  },
  media: {
    eyebrow: "See it in action",
    title: "The next 13 weeks at a glance",
    paragraphs: [
      "Every morning the forecast pulls in what you are owed, what you owe and payroll, and projects your bank balance week by week.",
      "When a week dips below the safety line you set, you get an alert with the invoices to chase and the bills that could move, not a surprise on payday.",
    ],
    image: image(
      "Thirteen-week cash forecast chart with weekly money-in and money-out bars, a projected balance line and one low-cash week highlighted below the safety line",
    ),
  },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Four capabilities that protect your cash",
    items: [
      {
        icon: "file-text",
        title: "Automated invoicing",
        description:
          "Invoices created from job, timesheet or milestone data and sent with a payment link.",
      },
      {
        icon: "mail",
        title: "Payment reminders and collections",
        description:
          "A friendly reminder before the due date, firmer ones after, and a task for you at 30 days.",
      },
      {
        icon: "chart-line",
        title: "Rolling cash forecast",
        description:
          "A 13-week view refreshed daily from your accounting and bank feeds, with a safety line alert.",
      },
      {
        icon: "clipboard-check",
        title: "Expense approvals",
        description:
          "Bills over a limit you set go to the right manager for a one-tap approval before payment.",
      },
    ],
  },
  signature: {
    kind: "comparison",
    eyebrow: "Why automate it",
    title: "An automated forecast against the spreadsheet",
    intro: "Most owners already have a cash spreadsheet. The trouble is keeping it true.",
    columns: ["Automated forecast", "Spreadsheet by hand"],
    rows: [
      {
        topic: "How current it is",
        ours: "Updated every morning from your accounting system and bank feed",
        theirs: "As current as the last afternoon someone found to update it",
      },
      {
        topic: "A shortfall ahead",
        ours: "Flagged weeks early, with the invoices and bills behind it",
        theirs: "Found when a payment bounces or payroll is tight",
      },
      {
        topic: "Late invoices",
        ours: "Polite reminders go out on schedule, every time",
        theirs: "Chased when someone remembers, or not at all",
      },
      {
        topic: "The owner's time",
        ours: "A five-minute read on Monday morning",
        theirs: "Half a day a month rebuilding the sheet",
      },
    ],
  },
  related: [
    {
      title: "Financial Analysis",
      description: "Find which jobs and clients make money and which quietly lose it.",
      link: "/leadership/financial-analysis",
    },
    {
      title: "Financial Performance Cards",
      description: "Your key numbers on one page every month, with targets and trends.",
      link: "/leadership/financial-performance-cards",
    },
    {
      title: "Fractional Leadership",
      description: "A part-time CFO or COO to act on what the forecast shows.",
      link: "/fractional-leadership",
    },
  ],
  cta: {
    title: "Know your cash position eight weeks out",
    text: "Book a free call. We'll look at how you invoice and collect today and sketch the forecast your business should be running on.",
  },
} satisfies AutomationPage;
