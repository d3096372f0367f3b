import type { HeroContent, RelatedPage, Seo } from "~/content/schema";

export const educationBlogSeo = {
  title: "Education Articles: Training Teams for AI",
  description:
    "Articles on training your team for AI: building everyday habits, prompt skills and leadership for change. Start here, then browse the full blog.",
} satisfies Seo;

export const educationBlogHero = {
  eyebrow: "Education · Blog",
  title: "Articles on Training Your Team for AI",
  subtitle:
    "Practical reading for owners and managers who want their people confident with AI: what to teach first, how to build habits that last and how to lead the change.",
  primary: { label: "Browse the Full Blog", to: "/blog" },
} satisfies HeroContent;

/** Used when the blog's post index has no education articles to list. */
export const educationReading = [
  {
    title: "AI Education: Transform Your Team",
    description:
      "How to move a team from curiosity to confident daily use of AI, with a simple four-week plan.",
    link: "/blog/ai-education-transform-your-team",
  },
  {
    title: "The Full Blog",
    description: "Guides to AI strategy, automation and operations for service businesses.",
    link: "/blog",
  },
  {
    title: "AI and Leadership Education",
    description: "Our four training programs, GPT workshops and six leadership themes.",
    link: "/education",
  },
] satisfies RelatedPage[];

export const educationBlogRelated = [
  {
    title: "AI and Leadership Education",
    description: "Four training programs, prompt engineering and leadership coaching.",
    link: "/education",
  },
  {
    title: "The Podcast",
    description: "Four episodes on automation, AI agents, cash flow and leadership.",
    link: "/education/podcast",
  },
  {
    title: "Financial Courses",
    description: "Four short courses on the numbers behind a service business.",
    link: "/education/financial-courses",
  },
] satisfies RelatedPage[];
