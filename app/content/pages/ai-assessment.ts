import type { AssessmentQuestion, HeroContent, RelatedPage, Seo } from "~/content/schema";

export const assessmentSeo = {
  title: "Automation Readiness Assessment",
  description:
    "Ten yes-or-no questions to check whether your business is ready for automation and AI. Three or more 'Yes' answers means you are primed for ROI.",
} satisfies Seo;

export const assessmentHero = {
  eyebrow: "Resources · Automation readiness assessment",
  title: "Is Your Business Ready for Automation?",
  subtitle:
    "Ten honest questions, no sign-up and no scoring engine. Read each one and answer yes or no for your own business. It takes about three minutes.",
} satisfies HeroContent;

export const assessmentIntro = {
  title: "Answer yes or no to each question",
  intro:
    "Think about an ordinary week, not your best one. If the answer is 'sometimes', count it as a yes.",
};

export const assessmentQuestions = [
  {
    question: "Do you or your team type the same information into more than one system?",
    why: "Double entry is the easiest work to automate and the most common source of errors.",
  },
  {
    question: "Do new enquiries ever wait more than a day for a first reply?",
    why: "Leads contacted within the hour convert far more often than those contacted the next day.",
  },
  {
    question: "Do you spend time each week chasing unpaid invoices?",
    why: "Automatic reminders and payment links shorten the time to get paid without awkward calls.",
  },
  {
    question: "Is your schedule or job board rebuilt by hand when plans change?",
    why: "Connected scheduling updates crews, clients and calendars from a single change.",
  },
  {
    question: "Does onboarding a new client involve the same checklist every time?",
    why: "A repeatable checklist is a ready-made blueprint for an automated workflow.",
  },
  {
    question: "Do you build the same weekly or monthly reports from spreadsheets?",
    why: "Reports that assemble themselves free hours and show problems while there is time to act.",
  },
  {
    question: "Do your team members answer the same customer questions over and over?",
    why: "An AI agent trained on your own answers can handle up to 80% of common support queries.",
  },
  {
    question: "Would the business struggle if one key person took two weeks off?",
    why: "Knowledge held in one head is a risk that documented, automated processes remove.",
  },
  {
    question: "Do you regularly work evenings or weekends on admin rather than clients?",
    why: "Owners we work with typically move from 60+ hour weeks to around 35.",
  },
  {
    question: "Are you using software you pay for but only half set up?",
    why: "Most businesses already own the tools they need; connecting them is the quick win.",
  },
] satisfies AssessmentQuestion[];

export const assessmentResult = {
  title: "What your answers mean",
  /** The number of yes answers the rule below starts from. */
  threshold: 3,
  rule: "Three or more 'Yes' answers means your business is primed for ROI from automation.",
  text: "Each yes is a workflow where time, money or goodwill is leaking today. Bring your answers to a free 30-minute call and we will tell you which one to fix first and what it should return.",
  cta: { label: "Discuss Your Answers", to: "/contact" },
} as const;

export const assessmentRelated = [
  {
    title: "Case Studies",
    description: "What happened when three businesses acted on their 'Yes' answers.",
    link: "/resources/case-studies",
  },
  {
    title: "Our Process",
    description: "How we turn your answers into a plan, then into working systems.",
    link: "/about/our-process",
  },
  {
    title: "AI Glossary",
    description: "Plain-English definitions of the terms you will meet along the way.",
    link: "/resources/ai-glossary",
  },
] satisfies RelatedPage[];
