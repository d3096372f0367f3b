import type { Benefit, HeroContent, RelatedPage, Seo } from "~/content/schema";

import type {
  Block,
  CtaBlock,
  SuccessStoryContent,
  UseCase,
  WorkflowDiagramContent,
} from "./schema";

/** /automations: capabilities, the four automation areas, a workflow diagram, stories. */
export const automationsOverview = {
  seo: {
    title: "Workflow Automation for Service Businesses",
    description:
      "Connect your CRM, inbox, accounting and scheduling tools so leads, invoices and reports move on their own. Most owners win back 18 hours a week.",
  } satisfies Seo,
  hero: {
    eyebrow: "Workflow Automation",
    title: "Stop Doing the Work Your Software Should Do",
    subtitle:
      "We connect the tools you already pay for, so leads, jobs, invoices and reports move on their own. The owners we meet lose 18 hours a week to manual admin; we give those hours back.",
    primary: { label: "Plan My First Automation", to: "/contact" },
    secondary: { label: "See Workflow Templates", to: "/services/our-workflows" },
  } satisfies HeroContent,
  capabilities: {
    eyebrow: "What automation does",
    title: "Three ways automation gives you your week back",
    items: [
      {
        icon: "workflow",
        title: "Connect every tool",
        description:
          "Your CRM, inbox, calendar, accounting and job software share one set of data. Enter a customer once and every system knows.",
      },
      {
        icon: "zap",
        title: "Automate the handoffs",
        description:
          "Quotes, follow-ups, onboarding emails, invoices and reminders go out the moment the work is ready, not when someone remembers.",
      },
      {
        icon: "bar-chart",
        title: "Report without spreadsheets",
        description:
          "Pipeline, cash and job numbers land in one dashboard every Monday, so decisions start from facts instead of a late-night spreadsheet.",
      },
    ],
  } satisfies Block<Benefit>,
  areas: {
    eyebrow: "Where we start",
    title: "Four areas we automate most often",
    intro: "Each starts with the workflow that costs you the most hours today.",
    items: [
      {
        icon: "trending-up",
        title: "Sales Management",
        description: "Every lead answered in minutes and followed up until it books.",
        link: "/automations/sales-management",
        linkLabel: "See what we automate",
      },
      {
        icon: "megaphone",
        title: "Marketing Management",
        description: "Posts, newsletters and review requests that go out every week.",
        link: "/automations/marketing-management",
        linkLabel: "See what we automate",
      },
      {
        icon: "wallet",
        title: "Cash Flow Management",
        description: "Same-day invoices, polite reminders and a 13-week forecast.",
        link: "/automations/cash-flow-management",
        linkLabel: "See what we automate",
      },
      {
        icon: "laptop",
        title: "IT Asset Management",
        description: "Devices, licences, renewals, starters and leavers under control.",
        link: "/automations/it-asset-management",
        linkLabel: "See what we automate",
      },
    ],
  } satisfies Block<Benefit & { link: string; linkLabel: string }>,
  diagram: {
    eyebrow: "How a workflow runs",
    title: "From trigger to outcome, without anyone re-typing a thing",
    intro:
      "This is the new-lead workflow we build most often. Every automation has the same shape: something happens, a few steps run, and you get a result you can measure.",
    trigger: {
      icon: "mail",
      label: "New enquiry arrives",
      detail: "A prospect fills in your website form or leaves a message on the office line.",
    },
    steps: [
      {
        icon: "database",
        label: "Record it",
        detail:
          "The contact is created in your CRM with source, service and area. Duplicates merge.",
      },
      {
        icon: "message",
        label: "Reply in minutes",
        detail: "A personal email and text confirm receipt and offer three appointment slots.",
      },
      {
        icon: "users",
        label: "Assign and remind",
        detail: "The right estimator is notified, with a follow-up task if nobody books in a day.",
      },
    ],
    outcome: {
      icon: "calendar-check",
      label: "Appointment booked",
      detail: "Sales appointments up 40%, with every lead tracked to a result.",
    },
    summary:
      "When a new enquiry arrives, the workflow records it in your CRM, replies within minutes with appointment options, assigns the right estimator and sets a reminder, so the enquiry ends as a booked appointment instead of a forgotten voicemail.",
  } satisfies WorkflowDiagramContent,
  useCases: {
    eyebrow: "Use cases",
    title: "What this looks like in a real business",
    items: [
      {
        icon: "hard-hat",
        industry: "Construction & Trades",
        title: "Estimates out the same day",
        challenge:
          "A 14-person remodelling firm typed site-visit notes into three systems. Estimates took four days and one lead in five went cold.",
        solution:
          "Site-visit forms now feed the estimate template, the CRM and the schedule at once, and any estimate not sent within 24 hours is chased.",
        result: "Estimates go out the same day and the close rate rose from 22% to 31%.",
      },
      {
        icon: "briefcase",
        industry: "Professional Services",
        title: "Client onboarding in two days, not eight",
        challenge:
          "An accounting practice onboarded each client by hand: engagement letter, ID checks, document requests and software set-up.",
        solution:
          "A signed proposal now triggers the engagement letter, a secure document request, the practice-management record and a welcome sequence.",
        result:
          "Onboarding time down 75%, from eight working days to two, with no missing documents.",
      },
    ],
  } satisfies Block<UseCase>,
  story: {
    eyebrow: "Success story",
    title: "How a design-build studio got its evenings back",
    client: "A 22-person design-build studio",
    paragraphs: [
      "The founder was working 60+ hour weeks, most of it on admin: chasing client selections, sending updates and re-keying change orders into the accounting system.",
      "We automated client updates, change-order approvals and progress billing across the tools the team already used, then trained the project managers to run and adjust the workflows themselves.",
    ],
    quote:
      "I used to spend Sunday nights on invoices. Now they go out the day a milestone is signed off, and I'm home for dinner.",
    author: "Priya Natarajan, Founder, Studio North Design-Build",
    stats: [
      { value: "60+ → 35", label: "hour weeks for the founder" },
      { value: "18 hrs", label: "of admin removed every week" },
      { value: "11 days", label: "faster payment on progress bills" },
    ],
  } satisfies SuccessStoryContent,
  related: [
    {
      title: "AI Agents",
      description: "Add digital teammates that answer, qualify and book around the clock.",
      link: "/ai-agents",
    },
    {
      title: "Our Workflows",
      description: "Four proven templates, from lead follow-up to appointment reminders.",
      link: "/services/our-workflows",
    },
    {
      title: "Fractional Leadership",
      description: "Senior operators to make sure new systems actually stick.",
      link: "/fractional-leadership",
    },
  ] satisfies RelatedPage[],
  cta: {
    title: "Find your first automation in 30 minutes",
    text: "Book a free discovery call. We'll map one workflow with you and show what automating it would save each week.",
  } satisfies CtaBlock,
};
