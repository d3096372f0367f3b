import type { CaseStudy, HeroContent, RelatedPage, Seo } from "~/content/schema";

export const caseStudiesSeo = {
  title: "Case Studies: Automation and AI Results",
  description:
    "Three client projects with the numbers: onboarding automation for a design and build firm, an AI sales agent for SaaS and financial reporting for hospitality.",
} satisfies Seo;

export const caseStudiesHero = {
  eyebrow: "Resources · Case studies",
  title: "Real Projects, Measured Results",
  subtitle:
    "Three engagements from start to finish: the problem the owner brought us, what we built, and what changed in their numbers.",
} satisfies HeroContent;

export const caseStudies = [
  {
    slug: "client-onboarding-design-build",
    title: "Client Onboarding Automation for a Design and Build Firm",
    industry: "Design & Build",
    challenge:
      "A 45-person residential design and build firm took two weeks to onboard each new client. Contracts, deposit invoices, selection sheets and kickoff scheduling were handled by hand across email, a CRM and the accounting system, and details regularly fell through the gaps.",
    solution:
      "We mapped the onboarding process end to end, then connected their CRM, e-signature, accounting and calendar tools with a workflow-automation tool. A signed proposal now triggers the contract, the deposit invoice, a client portal invitation and a kickoff booking link, with a checklist the project manager can see at a glance.",
    results: [
      "Onboarding time down 75%, from two weeks to three and a half days",
      "Deposit invoices sent the same day the contract is signed",
      "About 9 hours a week returned to the office manager",
      "No missed selection sheets in the first six months",
    ],
    image: {
      src: "/images/case-studies/client-onboarding.svg",
      alt: "Onboarding workflow: enquiry form, signed contract, client portal and kickoff, each step ticked off automatically",
      width: 640,
      height: 400,
    },
    caption: "The automated onboarding flow, from signed proposal to booked kickoff.",
  },
  {
    slug: "ai-sales-agent-saas",
    title: "AI Sales Agent for a SaaS Company",
    industry: "Software as a Service",
    challenge:
      "A scheduling-software company for clinics received hundreds of trial sign-ups a month, but its two sales reps could only follow up with a fraction of them within a day. Leads went cold, and demos were booked by back-and-forth email.",
    solution:
      "We trained an AI sales agent on the product documentation, pricing rules and the best reps' emails. It replies to every new trial within minutes, answers common questions, qualifies the account and books a demo straight into the right rep's calendar, handing anything unusual to a person.",
    results: [
      "Sales appointments up 40% in the first quarter",
      "Median first response time down from 19 hours to 4 minutes",
      "Reps spend their time on demos instead of inbox triage",
    ],
    image: {
      src: "/images/case-studies/ai-sales-agent.svg",
      alt: "An AI sales agent chatting with a lead and booking a demo into the sales calendar",
      width: 640,
      height: 400,
    },
    caption: "The agent answers a trial user and books the demo into a rep's calendar.",
  },
  {
    slug: "financial-reporting-hospitality",
    title: "Financial Reporting Automation for a Hospitality Group",
    industry: "Hospitality & Food Service",
    challenge:
      "A group of four restaurants and a catering kitchen closed its books 12 days after month end. The finance lead rebuilt the same spreadsheets every month from point-of-sale exports, payroll reports and supplier invoices, so problems surfaced weeks too late.",
    solution:
      "We connected point of sale, payroll and accounting into one data flow, then built a daily dashboard with sales, labour cost and food cost for each location, plus a rolling 13-week cash forecast and an automatic weekly summary for the owners.",
    results: [
      "Month-end close cut from 12 days to 3",
      "Labour cost visible by location every morning",
      "A cash shortfall spotted six weeks early and avoided",
      "About 14 hours a month returned to the finance lead",
    ],
    image: {
      src: "/images/case-studies/financial-reporting.svg",
      alt: "A group financial dashboard with three location tiles, a revenue trend line and a labour-cost bar chart",
      width: 640,
      height: 400,
    },
    caption: "The daily group dashboard: sales, labour and food cost for every location.",
  },
] satisfies CaseStudy[];

export const caseStudiesClosing = {
  title: "Want results like these?",
  text: "Tell us where your week goes. We will show you which of these projects fits your business, and what it would return.",
  primary: { label: "Start Your Project", to: "/contact" },
} as const;

export const caseStudiesRelated = [
  {
    title: "Automation Readiness Assessment",
    description: "Ten quick questions to see if your business is ready for results like these.",
    link: "/resources/ai-assessment",
  },
  {
    title: "Our Process",
    description: "The four steps every one of these projects followed.",
    link: "/about/our-process",
  },
  {
    title: "AI Glossary",
    description: "Plain-English definitions of the terms used in these case studies.",
    link: "/resources/ai-glossary",
  },
] satisfies RelatedPage[];
