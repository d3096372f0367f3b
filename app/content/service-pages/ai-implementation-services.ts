import type { ServicePage } from "~/content/schema";
import type { ServiceSlug } from "~/content/service-slugs";
import { link } from "./links";
import { serviceSeo } from "./seo";

/** /services/ai-implementation-services: one record, loaded only by its own page (routes/service-detail.tsx). */
export default {
  slug: "ai-implementation-services",
  seo: serviceSeo["ai-implementation-services"],
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
} satisfies ServicePage & { slug: ServiceSlug };
