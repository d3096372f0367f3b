/**
 * The home page's content below its first screens: the sections that show it are lazy (their
 * code and this module load after the first paint; routes/home.tsx), so none of it is in the
 * page's first-load JavaScript. The rest of the page is in home.ts.
 */
import reviewEntries from "virtual:content/reviews";

import type { Benefit } from "~/content/schema";

export const reviews = reviewEntries;

export const testimonialStats = {
  eyebrow: "Results",
  title: "What changes when the busywork goes",
  items: [
    {
      end: 2847,
      decimals: 0,
      label: "hours saved weekly across our clients",
      quote:
        "We stopped re-typing the same job details into four systems. That alone gave every coordinator a day back.",
      author: "Marcus Bell, Owner, Bell & Sons Contracting",
    },
    {
      end: 8.2,
      decimals: 1,
      prefix: "$",
      suffix: "M",
      label: "in cost savings delivered",
      quote:
        "Cash-flow forecasting caught a shortfall six weeks early. We renegotiated terms instead of scrambling.",
      author: "Elena Ruiz, Owner, Casa Verde Restaurant Group",
    },
    {
      end: 94,
      decimals: 0,
      suffix: "%",
      label: "client success rate",
      quote:
        "They measured our baseline on day one and showed us the numbers every month. No guesswork.",
      author: "Tom Hargreaves, Managing Partner, Hargreaves Accounting",
    },
  ],
};

export const costOfInaction = {
  eyebrow: "The cost of doing nothing",
  title: "Manual work is quietly expensive",
  intro: "These are the averages we measure in the first week with a new client.",
  stats: [
    {
      value: "18",
      unit: "hours",
      label: "wasted every week on manual data entry, chasing and re-keying",
    },
    {
      value: "$186K",
      unit: "",
      label: "in annual revenue lost to slow follow-up and forgotten leads",
    },
    {
      value: "$45K",
      unit: "",
      label: "turnover cost each time a burned-out employee walks out the door",
    },
  ],
};

export const dailyReality = {
  title: "Sound familiar?",
  intro: "A typical Tuesday for the owners we meet:",
  items: [
    "6:30 am: answering yesterday's emails before the crew arrives",
    "Midday: copying job notes from texts into the CRM",
    "4 pm: chasing three overdue invoices by phone",
    "9 pm: building tomorrow's schedule in a spreadsheet",
  ],
  closing: "That is how 60+ hour weeks happen. It is also exactly what automation removes.",
};

export const pillars = {
  eyebrow: "Our method",
  title: "Three pillars, one operating system",
  items: [
    {
      icon: "workflow",
      title: "Automate",
      description:
        "Remove the repetitive steps: data entry, reminders, invoicing and reporting run on their own.",
    },
    {
      icon: "sparkles",
      title: "Augment",
      description:
        "Add AI agents where judgement is routine: answering enquiries, qualifying leads, drafting content.",
    },
    {
      icon: "compass",
      title: "Lead",
      description:
        "Give the business senior operational leadership, so the new systems stick and keep improving.",
    },
  ] satisfies Benefit[],
};

export const industries = {
  eyebrow: "Who we serve",
  title: "Built for service businesses",
  intro:
    "Owner-led companies with seven-figure revenue or more, where people and time are the product.",
  items: [
    {
      icon: "hard-hat",
      title: "Construction & Trades",
      description:
        "Estimates, scheduling, job costing and progress billing without the paperwork pile-up.",
    },
    {
      icon: "pen-tool",
      title: "Design & Build",
      description:
        "Smooth client onboarding, selections tracking and change orders that never get lost.",
    },
    {
      icon: "briefcase",
      title: "Professional Services",
      description:
        "Intake, engagement letters, time capture and reporting for firms that bill by expertise.",
    },
    {
      icon: "utensils",
      title: "Hospitality & Food Service",
      description:
        "Reservations, staff rotas, supplier orders and reviews handled while you serve guests.",
    },
    {
      icon: "building",
      title: "Other Service-Based",
      description:
        "Clinics, agencies, cleaners and consultancies: if you sell time and skill, we can help.",
    },
  ] satisfies Benefit[],
};

export const beforeAfter = {
  eyebrow: "Before and after",
  title: "What a typical engagement changes",
  before: {
    title: "Before",
    items: [
      "60+ hour weeks for the owner",
      "Leads wait days for a reply",
      "New clients onboarded by hand over two weeks",
      "Staff leave, taking knowledge with them",
    ],
  },
  after: {
    title: "After",
    items: [
      "35-hour weeks, with the business still growing",
      "Sales appointments up 40% with instant follow-up",
      "Onboarding time down 75%",
      "85% retention, with processes written down and shared",
    ],
  },
};

/** The FAQ is one ordered list in app/content/faq.yml (edited in the CMS). */
