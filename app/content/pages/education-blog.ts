import type { HeroContent, RelatedPage, Seo } from "~/content/schema";
import { type BlogPost, posts } from "~/lib/blog";

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

/** The blog's education category; the page lists every post filed under it. */
const educationCategory = "AI Education";
/** Categories whose posts help leaders who run the training, shown after the education posts. */
const leaderCategories = ["Leadership", "AI Strategy", "AI Roadmaps"];

/** Read from the blog's post index (lib/blog), so a new education post appears here by itself. */
export const educationPosts: BlogPost[] = posts.filter((p) => p.category === educationCategory);
export const leaderPosts: BlogPost[] = posts
  .filter((p) => leaderCategories.includes(p.category))
  .slice(0, 3);

export const educationArticles = {
  eyebrow: `Category: ${educationCategory}`,
  title: "From the education category",
  intro:
    "Our articles on teaching teams to use AI well, written from the workshops we run with service businesses every month.",
  aside: {
    title: "Why we write about training",
    text: "Tools are the easy part. Most automation projects that stall do so because the people who run them were never shown how. These articles share what works in our own programs.",
    topics: [
      "The three fears to address before any training starts",
      "What effective, hands-on AI education looks like",
      "A simple four-week plan to build team-wide habits",
      "Where leadership fits once the workshop is over",
    ],
    links: [
      { label: "See our training programs", to: "/education" },
      { label: "Browse all articles", to: "/blog" },
    ],
  },
};

export const leaderArticles = {
  eyebrow: "For the people leading the change",
  title: "More reading for team leaders",
  intro: "Strategy, roadmaps and leadership: the context that makes training stick.",
};

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
