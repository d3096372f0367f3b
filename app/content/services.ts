import type { RelatedPage, ServicePage } from "~/content/schema";
import { type ServiceSlug, serviceSlugs } from "~/content/service-slugs";

/** Related-page cards, written once and reused across the service pages. */
const link = {
  strategy: {
    title: "AI Strategy Consulting",
    description: "Find the three or four AI moves that pay back this year, and skip the rest.",
    link: "/services/ai-strategy-consulting",
  },
  education: {
    title: "AI Education Programs",
    description: "Hands-on workshops that turn AI from a curiosity into a daily habit.",
    link: "/services/ai-education-programs",
  },
  roadmap: {
    title: "AI Roadmap Development",
    description: "A sequenced 12-month plan with owners, budgets and KPIs.",
    link: "/services/ai-roadmap-development",
  },
  implementation: {
    title: "AI Implementation Services",
    description: "Automations and custom AI agents, built, tested and supported.",
    link: "/services/ai-implementation-services",
  },
  fractional: {
    title: "Fractional AI Leadership",
    description: "A senior AI lead for a few days a month, at a fraction of a full-time salary.",
    link: "/services/fractional-ai-leadership",
  },
  website: {
    title: "Website Development",
    description: "Fast, findable websites that turn visitors into booked consultations.",
    link: "/services/website-development",
  },
  company: {
    title: "Our Company",
    description: "Meet the operators behind the work and see how we run every engagement.",
    link: "/company",
  },
} satisfies Record<string, RelatedPage>;

export const servicePages = [
  {
    slug: "ai-strategy-consulting",
    seo: {
      title: "AI Strategy Consulting for Service Businesses",
      description:
        "Find the AI moves that pay back this year. Three steps: discovery and assessment, strategy and roadmap, then governance and an execution plan.",
    },
    hero: {
      eyebrow: "AI Strategy Consulting",
      title: "Put AI Where It Pays Back, Not Where It's Fashionable",
      subtitle:
        "We look at how your business actually runs, find the three or four AI moves worth making this year, and give you a plan your team can carry out without guesswork.",
      primary: { label: "Book a Free Strategy Call", to: "booking" },
      secondary: { label: "See Roadmap Development", to: "/services/ai-roadmap-development" },
    },
    blocks: [
      {
        kind: "cards",
        id: "outcomes",
        eyebrow: "What you get",
        title: "Clarity before you spend a dollar on AI",
        intro:
          "Owners tell us the hard part isn't the technology. It's knowing which of fifty possible projects deserves the budget. We answer that with your own numbers.",
        columns: 3,
        items: [
          {
            icon: "target",
            title: "A ranked shortlist",
            description:
              "Every opportunity scored by hours saved, revenue protected and effort, so the first project is the one with the fastest payback.",
          },
          {
            icon: "dollar",
            title: "A business case for each move",
            description:
              "Costs, expected return and the month each initiative pays for itself, written so your finance lead can check the math.",
          },
          {
            icon: "shield-check",
            title: "Guardrails your team understands",
            description:
              "Plain rules on data, tools and approvals, so people use AI confidently instead of quietly, or not at all.",
          },
        ],
      },
      {
        kind: "steps",
        id: "methodology",
        eyebrow: "How we work",
        title: "Our three-step methodology",
        intro:
          "A typical engagement runs four to six weeks and ends with decisions, not a slide deck.",
        items: [
          {
            icon: "search",
            title: "Discovery & Assessment",
            description:
              "We interview owners and team leads, map how work flows from first enquiry to final invoice, and measure where hours and revenue leak today.",
          },
          {
            icon: "map",
            title: "Strategy & Roadmap Development",
            description:
              "We match AI and automation options to the biggest leaks, estimate effort and return for each, and sequence them into a 12-month roadmap.",
          },
          {
            icon: "clipboard-check",
            title: "Governance & Execution Plan",
            description:
              "We set data rules, owners and success measures, then hand over a week-by-week plan for the first 90 days so momentum starts on Monday.",
          },
        ],
      },
      {
        kind: "cards",
        id: "fit",
        eyebrow: "Who it's for",
        title: "A good fit when",
        columns: 3,
        items: [
          {
            icon: "users",
            title: "You're past experimenting",
            description:
              "A few people use AI tools on their own. You want shared habits and measurable results, not scattered subscriptions.",
          },
          {
            icon: "trending-up",
            title: "Growth is outpacing your systems",
            description:
              "Revenue is up, and so are the hours. You need to know what to automate before you hire another coordinator.",
          },
          {
            icon: "compass",
            title: "You want an honest second opinion",
            description:
              "A vendor is pitching a platform and you'd like someone with nothing to sell to check whether it fits your business.",
          },
        ],
      },
    ],
    signature: {
      kind: "comparison",
      eyebrow: "Why strategy first",
      title: "Starting with a strategy against starting with tools",
      columns: ["Strategy first", "Tools first"],
      rows: [
        {
          topic: "Where you start",
          ours: "The work that costs you the most hours and money",
          theirs: "Whichever tool was in the last demo",
        },
        {
          topic: "What you spend",
          ours: "On the two or three projects with a clear return",
          theirs: "On subscriptions that overlap and go half used",
        },
        {
          topic: "Your team",
          ours: "Knows why each change is coming, and when",
          theirs: "Learns a new tool every quarter, then drifts back",
        },
        {
          topic: "How you know it worked",
          ours: "Baseline numbers, measured again after launch",
          theirs: "A feeling that things are busier",
        },
      ],
    },
    closing: {
      title: "Find your first three AI wins",
      text: "Book a free 30-minute call. We'll look at where your hours go and tell you honestly whether a strategy engagement makes sense.",
    },
    related: [link.roadmap, link.implementation, link.fractional],
  },
  {
    slug: "ai-education-programs",
    seo: {
      title: "AI Education Programs and Team Workshops",
      description:
        "Hands-on AI workshops for service teams: practical prompting, everyday automation and safe data habits, delivered on-demand, live virtual or on-site.",
    },
    hero: {
      eyebrow: "AI Education Programs",
      title: "Give Your Team AI Skills They Use the Next Morning",
      subtitle:
        "Practical workshops built around your own emails, quotes and reports, so people leave with habits that save hours every week, not a certificate and a shrug.",
      primary: { label: "Plan a Workshop for Your Team", to: "booking" },
    },
    blocks: [
      {
        kind: "cards",
        id: "topics",
        eyebrow: "Curriculum",
        title: "Core workshop topics",
        intro:
          "Every program draws on these four modules, tailored with examples from your industry and your own documents.",
        columns: 4,
        items: [
          {
            icon: "brain",
            title: "AI Fundamentals for Operators",
            description:
              "What today's AI tools can and can't do, shown with examples from service businesses, and where they fit in your week.",
          },
          {
            icon: "message",
            title: "Prompting for Everyday Work",
            description:
              "Write prompts that produce usable quotes, client emails, job summaries and meeting notes on the first or second try.",
          },
          {
            icon: "workflow",
            title: "Automating Repetitive Tasks",
            description:
              "Spot the copy-paste work in each role and hand it to simple automations and assistants, with a practice build in the session.",
          },
          {
            icon: "lock",
            title: "Responsible Use & Data Privacy",
            description:
              "Which client data may go where, how to check AI output, and a short company policy your team will actually follow.",
          },
        ],
      },
      {
        kind: "cards",
        id: "formats",
        eyebrow: "Delivery",
        title: "Three delivery formats",
        intro:
          "Pick one or combine them: many clients start live and keep the on-demand library for new hires.",
        columns: 3,
        items: [
          {
            icon: "laptop",
            title: "On-Demand",
            description:
              "Short recorded lessons with exercises, so people learn at their own pace and new hires get the same grounding from day one.",
          },
          {
            icon: "monitor",
            title: "Live Virtual",
            description:
              "Interactive 90-minute sessions for up to 20 people over video, with hands-on exercises and questions answered on the spot.",
          },
          {
            icon: "building",
            title: "On-Site",
            description:
              "A trainer at your office or job site for a half or full day, working through real tasks with each team in their own tools.",
          },
        ],
      },
      {
        kind: "steps",
        id: "program",
        eyebrow: "How a program runs",
        title: "From first session to lasting habits",
        items: [
          {
            icon: "clipboard-check",
            title: "Skills baseline",
            description:
              "A ten-minute survey shows who uses AI today, for what, and where people feel stuck, so sessions start at the right level.",
          },
          {
            icon: "graduation-cap",
            title: "Hands-on workshops",
            description:
              "Teams practise on their own work: the quote they send weekly, the report they dread, the inbox that never empties.",
          },
          {
            icon: "chart-line",
            title: "30-day follow-up",
            description:
              "We check which habits stuck, measure hours saved against the baseline, and run a short refresher where adoption lags.",
          },
        ],
      },
    ],
    signature: {
      kind: "quote",
      quote:
        "People don't resist AI. They resist feeling slow at their own job. Train them on their real work and the resistance is gone by lunch.",
      person: "Lena Hoffmann",
    },
    closing: {
      title: "Build an AI-confident team",
      text: "Tell us about your team on a free 30-minute call and we'll suggest the format and topics that fit.",
    },
    related: [link.strategy, link.fractional, link.implementation],
  },
  {
    slug: "ai-roadmap-development",
    seo: {
      title: "AI Roadmap Development: Your 12-Month Plan",
      description:
        "A sequenced 12-month AI roadmap: a current-state assessment, prioritised initiatives with business cases, and a timeline with owners and KPIs.",
    },
    hero: {
      eyebrow: "AI Roadmap Development",
      title: "A 12-Month AI Plan Your Team Can Actually Run",
      subtitle:
        "Stop collecting ideas and start sequencing them. We turn your priorities into a roadmap with owners, budgets, milestones and the numbers that prove it's working.",
      primary: { label: "Book a Roadmap Call", to: "booking" },
      secondary: { label: "Start With Strategy", to: "/services/ai-strategy-consulting" },
    },
    blocks: [
      {
        kind: "features",
        id: "components",
        eyebrow: "What's inside",
        title: "Three roadmap components",
        intro:
          "Every roadmap we deliver has the same three parts, so it's easy to read, share with your team and update each quarter.",
        items: [
          {
            icon: "search",
            title: "Current-State Assessment",
            description:
              "A clear picture of how your operations run today, and where time and money leak.",
            points: [
              "Process maps of your five busiest workflows",
              "A tool and data inventory, with overlaps flagged",
              "Baseline hours, costs and error rates",
            ],
          },
          {
            icon: "target",
            title: "Prioritised Initiatives",
            description: "The AI and automation projects worth doing, ranked by return and effort.",
            points: [
              "A business case and payback period for each",
              "Quick wins separated from bigger builds",
              "Risks, dependencies and what to skip",
            ],
          },
          {
            icon: "calendar-check",
            title: "Timeline & KPIs",
            description:
              "A quarter-by-quarter plan that says who does what, when, and how you'll know it worked.",
            points: [
              "Milestones and an owner for every initiative",
              "Budget by quarter",
              "KPIs reviewed in a monthly scorecard",
            ],
          },
        ],
      },
      {
        kind: "cards",
        id: "why",
        eyebrow: "Why a roadmap",
        title: "What changes once the plan is on paper",
        columns: 3,
        items: [
          {
            icon: "clock",
            title: "No more stop-start projects",
            description:
              "Each initiative has an owner and a date, so work doesn't stall the moment the busy season starts.",
          },
          {
            icon: "wallet",
            title: "Budgets you can defend",
            description:
              "You know what each quarter costs and what it should return before you sign a single software contract.",
          },
          {
            icon: "users",
            title: "A team pulling the same way",
            description:
              "Everyone can see what's coming and why, which turns change from a rumour into a plan people help shape.",
          },
        ],
      },
      {
        kind: "steps",
        id: "timeline",
        eyebrow: "How we build it",
        title: "Your roadmap in four weeks",
        items: [
          {
            icon: "users",
            title: "Weeks 1–2: Listen and measure",
            description:
              "Interviews with owners and team leads, a walk through your tools, and baseline numbers for the work that matters most.",
          },
          {
            icon: "bar-chart",
            title: "Week 3: Prioritise",
            description:
              "We score every opportunity on return and effort with you, and agree which ones make the first two quarters.",
          },
          {
            icon: "map",
            title: "Week 4: Plan and hand over",
            description:
              "You get the roadmap, a one-page summary for the team, and a walkthrough with everyone who owns an initiative.",
          },
        ],
      },
    ],
    signature: {
      kind: "metrics",
      eyebrow: "The roadmap in numbers",
      title: "A plan sized for a service business",
      stats: [
        { value: "4 weeks", label: "from the first interview to the finished roadmap" },
        { value: "12 mo", label: "of initiatives, sequenced by return and effort" },
        { value: "1 page", label: "summary your whole team can read" },
      ],
    },
    closing: {
      title: "Turn AI ideas into a plan",
      text: "On a free 30-minute call we'll sketch your first quarter and tell you what a full roadmap would cover.",
    },
    related: [link.strategy, link.implementation, link.education],
  },
  {
    slug: "ai-implementation-services",
    seo: {
      title: "AI Implementation: Automations and AI Agents",
      description:
        "We build and support the workflow automations and custom AI agents on your roadmap, connected to the tools you already use, with your team trained to run them.",
    },
    hero: {
      eyebrow: "AI Implementation Services",
      title: "From Plan to Working Systems in Weeks",
      subtitle:
        "We build the automations and AI agents on your roadmap, connect them to the tools you already pay for, and stay until your team runs them with confidence.",
      primary: { label: "Book an Implementation Call", to: "booking" },
      secondary: { label: "Need a Roadmap First?", to: "/services/ai-roadmap-development" },
    },
    blocks: [
      {
        kind: "features",
        id: "offerings",
        eyebrow: "What we build",
        title: "Two ways we put AI to work",
        intro:
          "Most clients start with automation for the repetitive work, then add an agent where conversations eat the day.",
        items: [
          {
            icon: "workflow",
            title: "Workflow Automation",
            description:
              "We build your automations with a proven workflow-automation tool that connects your CRM, inbox, accounting and job software, so data moves itself.",
            points: [
              "Lead capture, follow-up and CRM updates",
              "Quotes, invoices and payment reminders",
              "Client onboarding checklists and handoffs",
              "Weekly reports that arrive without anyone building them",
            ],
          },
          {
            icon: "bot",
            title: "Custom AI Agent Development",
            description:
              "We design, train and launch AI agents that work from your own documents, prices and policies, with clear rules for when to hand over to a person.",
            points: [
              "Enquiries answered and leads qualified, day and night",
              "Appointments booked straight into your calendar",
              "Support replies that handle up to 80% of common questions",
              "Every conversation logged in your CRM",
            ],
          },
        ],
      },
      {
        kind: "steps",
        id: "delivery",
        eyebrow: "How we deliver",
        title: "A build process with no surprises",
        items: [
          {
            icon: "clipboard-check",
            title: "Scope",
            description:
              "We confirm the workflow, the tools involved and the result to measure, with a fixed price before any work starts.",
          },
          {
            icon: "wrench",
            title: "Build",
            description:
              "We build in a test space connected to copies of your data and show progress every week, so nothing lands as a surprise.",
          },
          {
            icon: "users",
            title: "Test with your team",
            description:
              "The people who'll use it try it on real cases. We adjust until it handles the awkward ones too.",
          },
          {
            icon: "rocket",
            title: "Launch & support",
            description:
              "We go live, watch every run for the first two weeks, and document how it works so your team can change it later.",
          },
        ],
      },
      {
        kind: "cards",
        id: "results",
        eyebrow: "Typical results",
        title: "What our builds have delivered",
        columns: 3,
        items: [
          {
            icon: "clock",
            title: "Onboarding time down 75%",
            description:
              "New-client setup that took two weeks of emails and forms now runs in days, with nothing missed.",
          },
          {
            icon: "trending-up",
            title: "Sales appointments up 40%",
            description:
              "Instant follow-up and automatic booking mean fewer leads go cold while your team is out on jobs.",
          },
          {
            icon: "headset",
            title: "Up to 80% of queries handled",
            description:
              "AI agents answer common support questions at any hour and pass the tricky ones to a person with the full context.",
          },
        ],
      },
    ],
    signature: {
      kind: "faq",
      title: "Questions before a build",
      intro: "What owners ask us before they sign off a first project.",
      items: [
        {
          question: "Do we have to change the tools we use?",
          answer:
            "Rarely. We connect the software you already pay for. If a tool can't be connected safely, we tell you before the build starts, not halfway through.",
        },
        {
          question: "Who owns what you build?",
          answer:
            "You do. The automations run in your accounts, the agent's instructions and data stay yours, and everything is documented so another team could take it over.",
        },
        {
          question: "What happens if something breaks after launch?",
          answer:
            "We watch every run for the first two weeks and fix anything that misfires. After that, a support plan covers changes and monitoring, or your team takes over with our documentation.",
        },
      ],
    },
    closing: {
      title: "Ready to build?",
      text: "Bring the workflow that costs you the most hours to a free 30-minute call, and we'll show you how we'd automate it.",
    },
    related: [link.roadmap, link.education, link.website],
  },
  {
    slug: "fractional-ai-leadership",
    seo: {
      title: "Fractional AI Leadership: A Part-Time AI Lead",
      description:
        "A senior AI leader for a few days a month, as strategic advisor, project lead or interim leader, measured on delivery, roadmap KPIs and team AI literacy.",
    },
    hero: {
      eyebrow: "Fractional AI Leadership",
      title: "Senior AI Leadership Without the Full-Time Hire",
      subtitle:
        "An experienced AI lead who owns your roadmap, manages vendors and builds your team's skills, for a few days a month and a fraction of an executive salary.",
      primary: { label: "Talk to an AI Leader", to: "/contact" },
    },
    heroBlock: "models",
    blocks: [
      {
        kind: "prose",
        id: "what",
        eyebrow: "What it is",
        title: "An AI leader who works like part of your team",
        paragraphs: [
          [
            "Most service businesses don't need a full-time Chief AI Officer. They need someone senior enough to make good calls, close enough to the work to keep projects moving, and honest enough to say no to shiny tools. That is what ",
            { text: "fractional AI leadership", to: "/services/fractional-ai-leadership" },
            " gives you: a seasoned leader in your planning, your meetings and your vendor calls for a set number of days each month.",
          ],
          [
            "Many engagements begin with ",
            { text: "AI strategy consulting", to: "/services/ai-strategy-consulting" },
            " to agree priorities. Your fractional leader then owns the roadmap that comes out of it: turning it into projects, keeping budgets honest and reporting progress to you in plain numbers every month.",
          ],
        ],
      },
      {
        kind: "cards",
        id: "models",
        eyebrow: "Engagement models",
        title: "Three ways to work together",
        columns: 3,
        items: [
          {
            icon: "compass",
            title: "Strategic Advisor",
            description:
              "Two days a month: planning with the leadership team, tool and vendor decisions, and a sounding board whenever an AI question comes up.",
          },
          {
            icon: "briefcase",
            title: "Project Lead",
            description:
              "One to two days a week on a defined initiative, running delivery end to end from scoping and vendor selection to launch and adoption.",
          },
          {
            icon: "users",
            title: "Interim Leader",
            description:
              "Up to three days a week while you hire or grow a permanent AI lead. Everything keeps moving, then we hand over with a full playbook.",
          },
        ],
      },
      {
        kind: "cards",
        id: "success",
        eyebrow: "How we measure success",
        title: "Results you can hold us to",
        columns: 3,
        items: [
          {
            icon: "calendar-check",
            title: "On time and on budget",
            description:
              "Every initiative is delivered by the dates and within the budget agreed at the start, and reported against them monthly.",
          },
          {
            icon: "target",
            title: "Roadmap KPIs achieved",
            description:
              "The KPIs in your AI roadmap, such as hours saved, response times or conversion rates, move the way the plan said they would.",
          },
          {
            icon: "graduation-cap",
            title: "A more AI-literate team",
            description:
              "Your people use AI with confidence and good judgement, measured by a skills check at the start and again each quarter.",
          },
        ],
      },
    ],
    closing: {
      title: "See if fractional AI leadership fits",
      text: "Tell us where AI stands in your business today. We'll recommend the engagement model that fits, or tell you if you don't need one yet.",
      primary: { label: "Talk to Our Team", to: "/contact" },
    },
    related: [link.strategy, link.education, link.company],
  },
] satisfies (ServicePage & { slug: ServiceSlug })[];

export { serviceSlugs };
