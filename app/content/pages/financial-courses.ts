import type { Course, HeroContent, RelatedPage, Seo } from "~/content/schema";

export const financialCoursesSeo = {
  title: "Financial Courses for Owners and Managers",
  description:
    "Four practical courses on financial statements, cash-flow forecasting, pricing and KPIs, taught on your own numbers. Book a call to reserve your team's seats.",
} satisfies Seo;

export const financialCoursesHero = {
  eyebrow: "Education · Financial courses",
  title: "Know Your Numbers Before They Surprise You",
  subtitle:
    "Four short, practical courses that teach owners and managers to read, forecast and improve the numbers behind a service business, using your own figures, not textbook examples.",
  primary: { label: "Book a Course Consultation", to: "booking" },
} satisfies HeroContent;

export const courses = {
  eyebrow: "Courses",
  title: "Four courses, taught on your own figures",
  intro:
    "Take one course or all four. Every session ends with a worksheet your team fills in with real numbers from your books.",
  items: [
    {
      icon: "file-text",
      title: "Reading Your Financial Statements",
      description:
        "Understand the profit and loss, balance sheet and cash-flow statement well enough to ask your accountant better questions.",
      format: "Live virtual",
      duration: "2 × 90-minute sessions",
      topics: [
        "Gross margin versus net profit",
        "Where cash hides on the balance sheet",
        "A ten-minute monthly review routine",
      ],
    },
    {
      icon: "wallet",
      title: "Cash-Flow Forecasting in Practice",
      description:
        "Build a rolling 13-week cash forecast and keep it current in minutes with an automated feed from your accounting system.",
      format: "Live virtual or on-site",
      duration: "3 × 90-minute sessions",
      topics: [
        "The 13-week forecast template",
        "Timing of receivables and payables",
        "Spotting a shortfall six weeks out",
      ],
    },
    {
      icon: "calculator",
      title: "Pricing and Job Costing for Profit",
      description:
        "Price from real costs, not competitor guesses. Track every job's margin while it is still running, not after it closes.",
      format: "On-site workshop",
      duration: "1 full day",
      topics: [
        "Fully loaded labour rates",
        "Overhead recovery per job",
        "Change orders that protect margin",
      ],
    },
    {
      icon: "gauge",
      title: "KPIs and Financial Dashboards",
      description:
        "Choose the eight numbers that matter for your business and get them on one dashboard that updates itself every morning.",
      format: "On-demand plus live review",
      duration: "4 modules + 1 live session",
      topics: [
        "Leading versus lagging indicators",
        "A weekly scorecard meeting",
        "Automated dashboards your team trusts",
      ],
    },
  ] satisfies Course[],
};

export const financialCoursesRelated = [
  {
    title: "Financial Analysis",
    description: "Have a senior finance lead review your numbers and build the forecast for you.",
    link: "/leadership/financial-analysis",
  },
  {
    title: "Cash Flow Automation",
    description: "Invoices chased automatically and a forecast that refreshes every day.",
    link: "/automations/cash-flow-management",
  },
  {
    title: "AI and Leadership Education",
    description: "Training programs, prompt engineering and six leadership themes.",
    link: "/education",
  },
] satisfies RelatedPage[];
