import faq from "virtual:content/faq";

// The hero's illustration, beside the text on large screens: inlined as a data: URL, which the
// hero draws as inline SVG in the page's own Inter. As an <img> it would be a document of its
// own, built on the main thread while the page loads, with system font lookups for its labels:
// 71-98 ms at 4x CPU.
import heroWorkflow from "../../../public/images/home/hero-workflow.svg?data-uri";

import type { Benefit, HeroContent, Seo, ServiceCard } from "~/content/schema";

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
    src: heroWorkflow,
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

/** One file per review in app/content/reviews/ (edited in the CMS), in their `order`. */
export const faqs = faq;
