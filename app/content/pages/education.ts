import type { Benefit, HeroContent, RelatedPage, Seo } from "~/content/schema";

export const educationSeo = {
  title: "AI and Leadership Education for Service Teams",
  description:
    "Four hands-on training programs, GPT and prompt-engineering workshops and leadership coaching that turn AI curiosity into everyday habits for your team.",
} satisfies Seo;

export const educationHero = {
  eyebrow: "Education",
  title: "Teach Your Team to Work With AI, Not Around It",
  subtitle:
    "Practical training for owners, managers and front-line staff: the tools, the habits and the leadership to make automation stick after the workshop ends.",
  primary: { label: "Plan Your Team's Training", to: "booking" },
  secondary: { label: "See Financial Courses", to: "/education/financial-courses" },
} satisfies HeroContent;

export const trainingPrograms = {
  eyebrow: "Training programs",
  title: "Four programs, one goal: hours back every week",
  intro:
    "Each program runs on your own workflows and documents, so people practise on the work they will do on Monday.",
  items: [
    {
      icon: "sparkles",
      title: "AI Essentials for Service Teams",
      audience: "Whole team",
      description:
        "A half-day introduction for everyone: what AI is good at, where it fails, and five everyday tasks to hand over this week.",
    },
    {
      icon: "workflow",
      title: "Automation Fundamentals for Operators",
      audience: "Operators",
      description:
        "Coordinators and office managers learn to map a process, spot the repeatable steps and build their first safe automation.",
    },
    {
      icon: "calculator",
      title: "Financial Fluency for Managers",
      audience: "Managers",
      description:
        "Read the numbers that run the business: margins, cash flow and job costing, with AI to do the heavy lifting.",
      link: "/education/financial-courses",
      linkLabel: "View the courses",
    },
    {
      icon: "compass",
      title: "Leadership in the Age of AI",
      audience: "Owners & leads",
      description:
        "For owners and senior leads: set direction, redesign roles and lead a team through the change without losing good people.",
    },
  ] satisfies (Benefit & { audience: string; link?: string; linkLabel?: string })[],
};

export const gptTraining = {
  eyebrow: "GPT and prompt engineering",
  title: "GPT and prompt-engineering training your team will actually use",
  intro:
    "Two live sessions and a month of follow-up. Your people leave with a shared prompt library and custom GPTs built around your own quotes, proposals and procedures.",
  points: [
    "Write prompts that return a usable first draft, not a generic essay",
    "Build custom GPTs for estimates, client emails and standard operating procedures",
    "Check AI output for accuracy, tone and confidential data before it goes out",
    "Keep a team prompt library that improves every week",
    "Measure the minutes saved per task, so the return is visible",
  ],
  video: {
    webm: "/media/education-loop.webm",
    mp4: "/media/education-loop.mp4",
    poster: "/media/education-loop-poster.webp",
    width: 960,
    height: 540,
    label:
      "Animation: a written prompt flows out to a CRM, email and invoicing, and a chart of hours saved rises.",
    caption: "One well-written prompt can set off a whole workflow.",
  },
};

export const leadershipThemes = {
  eyebrow: "Leadership themes",
  title: "Six themes we coach leaders on",
  intro: "Tools change every quarter. These leadership habits decide whether the change pays off.",
  items: [
    {
      icon: "route",
      title: "Leading Through Change",
      description:
        "Explain the why, sequence the rollout and keep the team steady while old and new ways of working overlap.",
    },
    {
      icon: "users",
      title: "Delegation That Sticks",
      description:
        "Hand over outcomes, not tasks, with clear decision rights so work stops bouncing back to the owner.",
    },
    {
      icon: "bar-chart",
      title: "Decisions From Data",
      description:
        "Use a short weekly scorecard to decide faster and argue less, with numbers everyone trusts.",
    },
    {
      icon: "message",
      title: "Coaching, Not Controlling",
      description:
        "Short, regular one-to-ones that grow judgement in your managers instead of approving every choice yourself.",
    },
    {
      icon: "target",
      title: "Accountability Without Micromanagement",
      description:
        "Set visible commitments and follow up on them calmly, so standards hold without hovering.",
    },
    {
      icon: "shield-check",
      title: "Responsible AI Adoption",
      description:
        "Write simple rules for what AI may see and do, who checks its work and how client data stays safe.",
    },
  ] satisfies Benefit[],
};

export const educationRelated = [
  {
    title: "Financial Courses",
    description: "Four short courses on cash flow, pricing, statements and KPIs for managers.",
    link: "/education/financial-courses",
  },
  {
    title: "The Podcast",
    description: "Owners and operators on automation, AI and running a calmer business.",
    link: "/education/podcast",
  },
  {
    title: "Education Articles",
    description: "Our written guides to training teams and building everyday AI habits.",
    link: "/education/blog",
  },
] satisfies RelatedPage[];
