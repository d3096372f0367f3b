import type { AgentPage } from "./schema";

/** The three AI agent detail pages (SPEC 2.6), rendered by routes/ai-agent-detail.tsx. */
export const agentPages = [
  {
    slug: "sales-agents",
    seo: {
      title: "AI Sales Agents That Book Meetings",
      description:
        "An AI sales agent that replies to every lead in under a minute, qualifies buyers and books appointments into your calendar, 24 hours a day.",
    },
    hero: {
      eyebrow: "AI Sales Agents",
      title: "Your Unstoppable Sales Machine",
      subtitle:
        "An AI agent that answers every lead in under a minute, asks your qualifying questions and books serious buyers into your team's calendar, evenings and weekends included.",
      primary: { label: "Build My Sales Agent", to: "/contact" },
    },
    benefits: {
      eyebrow: "Why add a sales agent",
      title: "More meetings, with less chasing",
      items: [
        {
          icon: "zap",
          title: "Replies in under a minute",
          description:
            "The first business to respond usually wins the job. Your agent answers every enquiry in seconds.",
        },
        {
          icon: "target",
          title: "Only qualified meetings",
          description:
            "It asks about budget, timing and scope, so your team only talks to buyers who fit.",
        },
        {
          icon: "calendar-check",
          title: "40% more appointments",
          description:
            "Consistent, polite follow-up lifts booked sales appointments by 40% on average.",
        },
        {
          icon: "database",
          title: "A CRM that stays current",
          description:
            "Every conversation is summarised and logged, with the next step already scheduled.",
        },
      ],
    },
    media: {
      eyebrow: "A real conversation",
      title: "From enquiry to booked appointment in four messages",
      paragraphs: [
        "This is how a typical evening enquiry goes. The agent knows your services, your service area and your calendar, and it never promises a price it hasn't been given.",
        "If a lead asks something outside its brief, it says so and books a call with a person instead of guessing.",
      ],
      bullets: [
        "Works on your website chat, text messages and email",
        "Qualifies with the same questions your best salesperson asks",
        "Books straight into the right person's calendar",
      ],
    },
    conversation: {
      agent: "AI sales agent",
      person: "Customer",
      channel: "Website chat, 9:42 pm",
      lines: [
        {
          from: "person",
          text: "Hi, do you do kitchen remodels in Dover? Looking to start in spring.",
        },
        {
          from: "agent",
          text: "We do, and spring works well. Roughly what size is the kitchen, and do you have a budget range in mind?",
        },
        { from: "person", text: "About 15 by 12 feet. Budget around $40–50k." },
        {
          from: "agent",
          text: "That's a good fit for our design-build package. Lisa, our estimator, can visit Thursday at 10 am or Friday at 2 pm. Which suits you?",
        },
      ],
    },
    howItWorks: {
      eyebrow: "Four steps",
      title: "How It Works",
      intro: "From kick-off to a live agent, usually in three to four weeks.",
      items: [
        {
          icon: "brain",
          title: "Train",
          description:
            "We teach the agent your services, pricing rules, service area and the questions your best salesperson asks.",
        },
        {
          icon: "workflow",
          title: "Integrate",
          description:
            "We connect it to your website chat, phone line, email inbox, CRM and team calendars.",
        },
        {
          icon: "route",
          title: "Define workflows",
          description:
            "Together we set when it books, when it follows up, and when it hands a lead to a person.",
        },
        {
          icon: "rocket",
          title: "Go live",
          description:
            "The agent starts answering leads, and we review its conversations with you weekly for the first month.",
        },
      ],
    },
    signature: {
      kind: "metrics",
      eyebrow: "By design",
      title: "What your leads notice first",
      stats: [
        { value: "< 1 min", label: "to answer a new lead, on any channel" },
        { value: "24/7", label: "evenings, weekends and holidays covered" },
        { value: "0", label: "CRM notes typed by hand after a conversation" },
      ],
    },
    related: [
      {
        title: "Sales Management Automation",
        description: "Pipeline updates, follow-up sequences and Monday sales reports.",
        link: "/automations/sales-management",
      },
      {
        title: "AI Customer Service Agents",
        description: "Answer up to 80% of routine support questions instantly.",
        link: "/ai/customer-service-agents",
      },
      {
        title: "AI Marketing Agents",
        description: "Keep the pipeline full with content written in your voice.",
        link: "/ai/marketing-agents",
      },
    ],
    cta: {
      title: "Put a sales agent to work this month",
      text: "Tell us how leads reach you today. We'll show you what your agent would say, what it would book, and how soon it could be live.",
      primary: { label: "Talk to Our Team", to: "/contact" },
    },
  },
  {
    slug: "marketing-agents",
    seo: {
      title: "AI Marketing Agents for Small Business",
      description:
        "An AI marketing agent that drafts posts, newsletters and review replies in your brand voice, schedules them and reports what brings in work.",
    },
    hero: {
      eyebrow: "AI Marketing Agents",
      title: "A Marketing Team That Never Runs Out of Ideas",
      subtitle:
        "Your AI marketing agent turns job photos, voice notes and customer questions into on-brand posts, emails and articles, then schedules them and reports what worked.",
      primary: { label: "Build My Marketing Agent", to: "/contact" },
    },
    benefits: {
      eyebrow: "Why add a marketing agent",
      title: "Consistent marketing without the blank page",
      items: [
        {
          icon: "pen-tool",
          title: "Content in your voice",
          description:
            "Trained on your best posts and emails, it writes like you do on a good day.",
        },
        {
          icon: "calendar-check",
          title: "A full calendar",
          description:
            "A week of posts and a newsletter drafted every Monday, ready for a ten-minute review.",
        },
        {
          icon: "badge-check",
          title: "Reviews handled",
          description:
            "Asks happy customers for reviews and drafts a thoughtful reply to every one you receive.",
        },
        {
          icon: "bar-chart",
          title: "Reporting you'll read",
          description:
            "A plain-English monthly summary of what went out and which pieces brought in enquiries.",
        },
      ],
    },
    media: {
      eyebrow: "How you work with it",
      title: "You approve, it does the rest",
      paragraphs: [
        "Send the agent a photo, a link or a quick voice note. It drafts the pieces, tailors each one to its channel and waits for your go-ahead.",
        "Nothing publishes without your approval unless you choose otherwise, and every draft follows the brand guide we write together in week one.",
      ],
      bullets: [
        "Tailored versions for LinkedIn, Facebook, Instagram and email",
        "Brand guide and banned phrases built into every draft",
        "What performed well feeds next week's ideas",
      ],
    },
    conversation: {
      agent: "AI marketing agent",
      person: "You",
      channel: "Team chat, Monday 8:05 am",
      lines: [
        {
          from: "person",
          text: "Finished the Harper Street bathroom on Friday. Photos attached. Client loved the walk-in shower.",
        },
        {
          from: "agent",
          text: "Great project. I've drafted a before-and-after post for Instagram and Facebook, a LinkedIn note on accessible design, and a newsletter feature.",
        },
        { from: "person", text: "Make the LinkedIn one shorter and mention the 3-week timeline." },
        {
          from: "agent",
          text: "Done: 62 words, timeline added. All four are scheduled for this week once you approve.",
        },
      ],
    },
    howItWorks: {
      eyebrow: "Four steps",
      title: "How It Works",
      intro: "Most marketing agents are publishing within three weeks of kick-off.",
      items: [
        {
          icon: "pen-tool",
          title: "Learn your brand",
          description:
            "We feed the agent your best content, reviews and service pages, and write a brand guide together.",
        },
        {
          icon: "megaphone",
          title: "Connect your channels",
          description:
            "Social accounts, email platform, website blog and review profiles are linked with the right permissions.",
        },
        {
          icon: "clipboard-check",
          title: "Set the approval flow",
          description:
            "You decide what needs your sign-off, who else can approve, and what may post automatically.",
        },
        {
          icon: "trending-up",
          title: "Publish and improve",
          description:
            "Content goes out on schedule and each month's results shape the next month's plan.",
        },
      ],
    },
    signature: {
      kind: "quote",
      quote:
        "A good marketing agent doesn't write for you. It writes the first draft in your voice every Monday, so your team spends its time deciding, not staring at a blank page.",
      person: "Hannah Lindqvist",
    },
    related: [
      {
        title: "Marketing Management Automation",
        description: "Calendars, nurture emails and review requests on autopilot.",
        link: "/automations/marketing-management",
      },
      {
        title: "AI Sales Agents",
        description: "Turn the enquiries your content brings in into booked calls.",
        link: "/ai/sales-agents",
      },
      {
        title: "Workflow Templates",
        description: "See the Content Repurposing Engine and three other templates.",
        link: "/services/our-workflows",
      },
    ],
    cta: {
      title: "See a week of content before you commit",
      text: "Share three recent jobs on a free call and we'll show you the posts and newsletter your marketing agent would draft from them.",
      primary: { label: "Talk to Our Team", to: "/contact" },
    },
  },
  {
    slug: "customer-service-agents",
    seo: {
      title: "AI Customer Service Agents",
      description:
        "An AI customer service agent trained on your business data that answers in many languages, in your voice, and handles up to 80% of common queries.",
    },
    hero: {
      eyebrow: "AI Customer Service Agents",
      title: "Support That Answers in Seconds, at Any Hour",
      subtitle:
        "An AI agent trained on your policies and past conversations that resolves routine questions instantly and hands everything else to your team with the context attached.",
      primary: { label: "Build My Service Agent", to: "/contact" },
    },
    benefits: {
      eyebrow: "Why add a service agent",
      title: "Faster answers for customers, fewer interruptions for staff",
      items: [
        {
          icon: "clock",
          title: "Answers in seconds",
          description:
            "Customers get a correct answer at 2 pm or 2 am, without waiting on hold or for a callback.",
        },
        {
          icon: "users",
          title: "Your team on the hard cases",
          description:
            "Routine questions are handled, so staff spend their time on customers who need a person.",
        },
        {
          icon: "message",
          title: "Every channel, one answer",
          description:
            "Website chat, email, text and social messages answered from the same knowledge.",
        },
        {
          icon: "shield-check",
          title: "Safe hand-offs",
          description:
            "Complaints, refunds and anything sensitive go straight to a named person, never a dead end.",
        },
      ],
    },
    media: {
      eyebrow: "What it knows",
      title: "Trained on your business, fluent in your customers' language",
      paragraphs: [
        "We build the agent's knowledge from your own material: help articles, policies, price lists and thousands of past emails and tickets.",
        "Up to 80% of common support queries can be handled without a person stepping in; the rest reach your team with the full conversation attached.",
      ],
      bullets: [
        "Trained on your business data: policies, FAQs, price lists and past tickets",
        "Answers in multiple languages, switching automatically to match each customer",
        "One consistent voice: the same tone and the same correct answer on every channel",
      ],
      highlight: {
        value: "Up to 80%",
        label: "of common support queries handled without waiting for a person",
      },
    },
    conversation: {
      agent: "AI service agent",
      person: "Customer",
      channel: "Text message in Spanish, Sunday 7:18 am",
      lang: "es",
      lines: [
        {
          from: "person",
          text: "Hola, ¿puedo cambiar mi cita del martes al jueves?",
        },
        {
          from: "agent",
          text: "¡Claro! Tenemos el jueves a las 9:00 o a las 15:30. ¿Cuál prefiere?",
        },
        { from: "person", text: "A las 15:30, gracias." },
        {
          from: "agent",
          text: "Listo: jueves a las 15:30. Le enviaremos un recordatorio 24 horas antes.",
        },
      ],
    },
    howItWorks: {
      eyebrow: "Four steps",
      title: "How It Works",
      intro: "A service agent is usually answering customers within four weeks.",
      items: [
        {
          icon: "database",
          title: "Gather your knowledge",
          description:
            "We collect your policies, FAQs, price lists and past tickets, and fill the gaps with your team.",
        },
        {
          icon: "message",
          title: "Set tone and limits",
          description:
            "We agree its voice, what it may answer, and exactly when it must hand over to a person.",
        },
        {
          icon: "workflow",
          title: "Connect channels",
          description:
            "Chat, email, text and social inboxes are linked to one agent and to your booking system.",
        },
        {
          icon: "trending-up",
          title: "Launch and refine",
          description:
            "We review unanswered questions weekly and add them to its knowledge, so it improves every month.",
        },
      ],
    },
    signature: {
      kind: "comparison",
      eyebrow: "Side by side",
      title: "An AI service agent against the shared inbox",
      columns: ["AI service agent", "Shared inbox"],
      rows: [
        {
          topic: "First reply",
          ours: "Within seconds, at any hour",
          theirs: "The next business day, on a good week",
        },
        {
          topic: "Language",
          ours: "The customer's own",
          theirs: "Whatever the person on shift speaks",
        },
        {
          topic: "Hard cases",
          ours: "Passed to a named person with the whole conversation attached",
          theirs: "Forwarded, asked again and explained again",
        },
        {
          topic: "Your team's day",
          ours: "The questions that need a person",
          theirs: "Order status and opening hours, all day",
        },
      ],
    },
    related: [
      {
        title: "Our AI Agents",
        description: "Compare all four agent archetypes side by side.",
        link: "/services/our-agents",
      },
      {
        title: "AI Sales Agents",
        description: "Answer and qualify every new lead in under a minute.",
        link: "/ai/sales-agents",
      },
      {
        title: "Workflow Templates",
        description: "Appointment reminders and onboarding that run themselves.",
        link: "/services/our-workflows",
      },
    ],
    cta: {
      title: "Find out what your agent could answer",
      text: "Send us your ten most common customer questions. On a free call we'll show how the agent would answer each one, in your voice.",
      primary: { label: "Talk to Our Team", to: "/contact" },
    },
  },
] satisfies AgentPage[];
