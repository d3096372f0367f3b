import type { Benefit, FaqItem, HeroContent, Review, Seo, ServiceCard } from "~/content/schema";

export const homeSeo = {
  title: "Automation, AI & Leadership for Small Business",
  description:
    "Workflow automation, AI agents, websites and fractional leadership for service businesses. Win back 18+ hours a week. Book a free 30-minute discovery call.",
} satisfies Seo;

export const homeHero = {
  title: "Process Solutions That Grow Your Business",
  subtitle: "Automation, AI, and Leadership Solutions for Small Business",
  primary: { label: "Explore Automations", to: "/automations" },
  secondary: { label: "Explore AI Agents", to: "/ai-agents" },
  image: {
    src: "/images/home/hero-workflow.svg",
    alt: "A new evening enquiry is qualified by an AI agent and booked as a 10 am call, with the CRM updated automatically.",
    width: 520,
    height: 440,
  },
} satisfies HeroContent;

export const whyChoose = {
  eyebrow: "Why owners choose us",
  title: "A partner who builds, not just advises",
  intro:
    "Most consultants hand you a slide deck. We sit with your team, map how work really flows, and stay until the new way of working is simply how things get done.",
  items: [
    {
      icon: "handshake",
      title: "Operators, not theorists",
      description:
        "Our team has run crews, studios and service desks. We fix the handoffs that cost you jobs, because we have dropped those balls ourselves.",
    },
    {
      icon: "target",
      title: "Outcomes you can count",
      description:
        "Every engagement starts with a baseline: hours spent, leads lost, days to invoice. We report against it monthly, so you see the return in your own numbers.",
    },
    {
      icon: "shield-check",
      title: "Built to last without us",
      description:
        "Documented workflows, trained people and tools you own. When we step back, the systems keep running and your team knows how to change them.",
    },
  ] satisfies Benefit[],
};

export const serviceSlides = {
  eyebrow: "What we do",
  title: "Services that take work off your plate",
  items: [
    {
      icon: "workflow",
      title: "Workflow Automation",
      description:
        "Connect your CRM, inbox, accounting and job tools so data moves itself and nothing slips.",
      link: "/automations",
    },
    {
      icon: "bot",
      title: "AI Agents",
      description:
        "Digital teammates that answer enquiries, qualify leads and book appointments around the clock.",
      link: "/ai-agents",
    },
    {
      icon: "monitor",
      title: "Website Development",
      description: "Fast, findable websites that turn visitors into booked consultations.",
      link: "/services/website-development",
    },
    {
      icon: "briefcase",
      title: "Fractional Leadership",
      description:
        "A seasoned COO, CFO or AI lead for a few days a month, at a fraction of a full-time salary.",
      link: "/fractional-leadership",
    },
    {
      icon: "compass",
      title: "AI Strategy Consulting",
      description: "Find the three AI moves that pay back this year, and skip the ones that don't.",
      link: "/services/ai-strategy-consulting",
    },
    {
      icon: "graduation-cap",
      title: "AI Education",
      description:
        "Hands-on workshops that give your team everyday AI habits in weeks, not quarters.",
      link: "/education",
    },
  ] satisfies ServiceCard[],
};

export const reviews = [
  {
    platform: "Google",
    rating: 5,
    text: "Our quoting used to take three days. Now estimates go out the same afternoon and we close more of them.",
    author: "Marcus Bell, Bell & Sons Contracting",
    date: "September 2026",
    link: "#",
  },
  {
    platform: "Google",
    rating: 5,
    text: "They mapped every step of our onboarding and automated most of it. New clients notice the difference.",
    author: "Priya Natarajan, Studio North Design-Build",
    date: "August 2026",
    link: "#",
  },
  {
    platform: "Facebook",
    rating: 5,
    text: "The AI receptionist books tables and answers catering questions at 11 pm. Our staff finally get a night off.",
    author: "Elena Ruiz, Casa Verde Restaurant Group",
    date: "July 2026",
    link: "#",
  },
  {
    platform: "Google",
    rating: 5,
    text: "Having a fractional COO gave me my weekends back. Meetings have agendas and the team owns its numbers.",
    author: "Tom Hargreaves, Hargreaves Accounting",
    date: "June 2026",
    link: "#",
  },
  {
    platform: "YouTube",
    rating: 5,
    text: "Clear, practical and honest about what AI can and can't do. The workshop paid for itself in a month.",
    author: "Dana Whitfield, Whitfield Legal",
    date: "May 2026",
    link: "#",
  },
  {
    platform: "Google",
    rating: 5,
    text: "Invoices go out the day a job closes and reminders chase themselves. Our cash position has never been calmer.",
    author: "Luis Ortega, Ortega Plumbing & Heating",
    date: "April 2026",
    link: "#",
  },
  {
    platform: "Facebook",
    rating: 5,
    text: "Our new website books consultations while we sleep. Enquiries doubled in the first quarter.",
    author: "Grace Kim, Kim Landscape Architects",
    date: "March 2026",
    link: "#",
  },
] satisfies Review[];

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
      author: "Operations lead, regional builder",
    },
    {
      end: 8.2,
      decimals: 1,
      prefix: "$",
      suffix: "M",
      label: "in cost savings delivered",
      quote:
        "Cash-flow forecasting caught a shortfall six weeks early. We renegotiated terms instead of scrambling.",
      author: "Owner, hospitality group",
    },
    {
      end: 94,
      decimals: 0,
      suffix: "%",
      label: "client success rate",
      quote:
        "They measured our baseline on day one and showed us the numbers every month. No guesswork.",
      author: "Managing partner, professional services firm",
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

export const faqs = {
  title: "Frequently asked questions",
  intro: "Straight answers to what owners ask us most.",
  items: [
    {
      question: "How quickly will we see results?",
      answer:
        "Most clients see their first automation live within two to three weeks. We start with the workflow that costs you the most hours, so the first win is the one you feel.",
    },
    {
      question: "Do we need to replace our existing software?",
      answer:
        "Rarely. We connect the tools you already pay for, such as your CRM, accounting and scheduling apps, and only suggest a change when a tool is actively holding you back.",
    },
    {
      question: "Is AI safe to use with our client data?",
      answer:
        "Yes, when it is set up properly. We use business-grade AI services that do not train on your data, restrict access by role, and document exactly what each agent can see.",
    },
    {
      question: "What does an engagement cost?",
      answer:
        "Projects typically start at a fixed fee agreed after the discovery call, and fractional leadership runs on a monthly retainer. You will know the price and the expected return before you commit.",
    },
    {
      question: "What happens on the free discovery call?",
      answer:
        "In 30 minutes we look at where your time goes, name the two or three biggest opportunities, and tell you honestly whether we are the right fit. No pitch deck, no obligation.",
    },
  ] satisfies FaqItem[],
};
