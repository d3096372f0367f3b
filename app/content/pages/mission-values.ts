import { site } from "~/config/site";
import type { Benefit, HeroContent, RelatedPage, Seo } from "~/content/schema";

export const missionSeo = {
  title: "Our Mission and Values",
  description:
    "Our mission is to give owners of service businesses their time back. Four values guide every engagement, from the first call to the final handover.",
} satisfies Seo;

export const missionHero = {
  eyebrow: "Mission & values",
  title: "Give Owners Their Time Back",
  subtitle:
    "Everything we build, from a single automation to a fractional leadership engagement, is measured by one thing: does the business run better with less of the owner's time?",
  primary: { label: "Book a Discovery Call", to: "booking" },
} satisfies HeroContent;

export const mission = {
  eyebrow: "Our mission",
  statement:
    "To help owner-led service businesses run on clear processes, useful automation and steady leadership, so the people who built them can spend their time on the work only they can do.",
  paragraphs: [
    `${site.shortName} exists for the owner answering emails at 6:30 am and building tomorrow's schedule at 9 pm. We measure our success in hours returned, cash that arrives on time and teams that stay.`,
    "We do not sell software licences or long retainers for their own sake. When a system runs well without us, we call that a win.",
  ],
  measures: {
    title: "How we measure the mission",
    facts: [
      { value: "18 hrs", label: "a week returned to the average owner" },
      { value: "85%", label: "staff retention once processes are written down" },
      { value: "75%", label: "less time spent onboarding each new client" },
    ],
  },
};

export const values = {
  eyebrow: "Our values",
  title: "Four values behind every engagement",
  intro:
    "We hire for these, we review our work against them, and we expect you to hold us to them.",
  items: [
    {
      icon: "handshake",
      title: "Be a True Partner",
      description:
        "We share the risk and the results. We tell you the uncomfortable truth early, and we stay until the change has taken hold.",
    },
    {
      icon: "compass",
      title: "Guide Don't Just Advise",
      description:
        "Recommendations are easy. We roll up our sleeves, build the workflow, train the team and stand behind the outcome.",
    },
    {
      icon: "layers",
      title: "Simplify the Complex",
      description:
        "Fewer tools, fewer steps and plain language. If a system needs us to explain it every month, we have not finished the job.",
    },
    {
      icon: "rocket",
      title: "Maintain a Founder's Mentality",
      description:
        "We treat your business as if it were ours: careful with money, quick to act and focused on what moves the numbers.",
    },
  ] satisfies Benefit[],
};

export const missionRelated = [
  {
    title: "Our Process",
    description: "How our values show up in each step, from discovery to optimization.",
    link: "/about/our-process",
  },
  {
    title: "Company",
    description: "Our origin story and the six people who lead the team.",
    link: "/company",
  },
  {
    title: "Careers",
    description: "Four open remote roles for people who share these values.",
    link: "/company/careers",
  },
] satisfies RelatedPage[];
