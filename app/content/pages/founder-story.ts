import { site } from "~/config/site";
import type { HeroContent, RelatedPage, Seo, StorySection } from "~/content/schema";

const { name } = site.founder;
const firstName = name.split(" ")[0];

export const founderSeo = {
  title: `${name}: Our Founder's Story`,
  description: `How ${name} went from running a design and build firm's operations to founding ${site.shortName}, and why every engagement still starts on the shop floor.`,
} satisfies Seo;

export const founderHero = {
  eyebrow: "Founder story",
  title: `${name}: From Job Sites to Systems`,
  subtitle: `${site.founder.role}. Ten years running operations for a growing contractor taught her one thing: most businesses are not short of effort. They are short of systems.`,
} satisfies HeroContent;

export const founderQuote =
  "I never met an owner who was lazy. I met hundreds who were drowning in work a system should have been doing.";

export const founderStory = [
  {
    heading: "Growing up behind the counter",
    paragraphs: [
      `${name} grew up in her parents' print shop, where the day started with the phone and ended with the invoices. She learned early that a small business lives or dies by a hundred small handoffs: the quote that goes out on time, the job that is scheduled before the customer calls to ask, the bill that is sent the day the work is done.`,
      "She also learned what happens when those handoffs depend on one tired person. Her father kept the schedule in his head and the prices in a notebook. When he was ill for three weeks one winter, the shop nearly stopped.",
    ],
  },
  {
    heading: "Ten years in operations",
    paragraphs: [
      "After a degree in industrial engineering she joined a 12-person design and build firm as its first operations coordinator. Over the next decade the firm grew to 70 people and three offices, and she grew with it into the director of operations role.",
      "The work was rarely glamorous. She rebuilt the estimating process so quotes went out in two days instead of nine. She moved client onboarding from a paper folder to a shared checklist. She wrote the firm's first job-costing report and sat with each project manager until they trusted it. Most of all she noticed how many of the firm's best people spent their evenings re-typing the same job details into three different systems.",
    ],
  },
  {
    heading: "The spreadsheet that changed her mind",
    paragraphs: [
      "The turning point was a Friday in 2018. A project manager she admired handed in his notice, and in the exit interview he showed her the spreadsheet he updated every night: 40 columns copied by hand from emails, texts and the accounting system. It took him two hours a day. Nobody had asked him to do it; nobody had offered him a better way.",
      "That weekend she connected the firm's CRM, inbox and accounting software with a workflow-automation tool. By Monday the spreadsheet updated itself. Within a year the same approach had removed roughly 18 hours of manual work per coordinator per week, and staff turnover fell sharply.",
    ],
  },
  {
    heading: `Founding ${site.shortName}`,
    paragraphs: [
      `Other owners started asking how she had done it. In 2019 she left to found ${site.name}, working from her kitchen table in Dover, Delaware, with two clients: a roofing contractor and a family restaurant group. Both needed the same thing her old firm had needed, only sooner, and both were too busy to hire a full-time operations executive.`,
      "She built the company around three commitments she still holds the team to: start by watching the real work, fix the process before adding technology, and leave every client able to run and change their systems without us.",
    ],
  },
  {
    heading: "Where AI fits",
    paragraphs: [
      "When capable AI assistants arrived, she treated them the same way she had treated every new tool: with curiosity and a stopwatch. AI agents now answer enquiries and book appointments for many of our clients, but only after the workflow behind them is clear, and only with rules about what the agent may see and say.",
      `"AI is a remarkable new employee," she tells owners. "Like any new employee, it needs a job description, training and a manager."`,
    ],
  },
  {
    heading: "What she tells every new client",
    paragraphs: [
      "Her first meeting with a new owner rarely mentions technology. She asks three questions: where do your evenings go, which task would you hand over tomorrow if you trusted someone to do it, and what breaks when you take a week off? The answers usually map onto the first three things worth automating.",
      "She is just as direct about what not to automate. A process nobody agrees on, a tool the team quietly avoids, or a decision that needs fresh judgement every time: those get fixed by people first. Automating a mess, she likes to say, only gives you a faster mess.",
    ],
  },
  {
    heading: "Outside work",
    paragraphs: [
      `${firstName} lives in Delaware with her partner and their two children. She coaches a youth soccer team, restores old bicycles badly, and still answers the phone herself when a new owner calls to talk about their week.`,
    ],
  },
] satisfies StorySection[];

export const founderRelated = [
  {
    title: "Company",
    description: "Our origin story and the leadership team you will work with.",
    link: "/company",
  },
  {
    title: "Mission & Values",
    description: `The four values ${firstName} built the company on, and how we live them.`,
    link: "/company/mission-values",
  },
  {
    title: "Our Process",
    description: "How a project runs, from the first conversation to steady improvement.",
    link: "/about/our-process",
  },
] satisfies RelatedPage[];
