import type { ServicePage } from "~/content/schema";
import type { ServiceSlug } from "~/content/service-slugs";
import { link } from "./links";
import { serviceSeo } from "./seo";

/** /services/ai-education-programs: one record, loaded only by its own page (routes/service-detail.tsx). */
export default {
  slug: "ai-education-programs",
  seo: serviceSeo["ai-education-programs"],
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
} satisfies ServicePage & { slug: ServiceSlug };
