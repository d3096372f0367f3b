import podcastEpisodes from "virtual:content/podcast";

import type { Benefit, HeroContent, RelatedPage, Seo } from "~/content/schema";

// Inlined: the hero draws it as markup, with no request before the first paint.
import cover from "../../../public/images/podcast/calm-operator-cover.svg?data-uri";

export const podcastSeo = {
  title: "The Calm Operator Podcast",
  description:
    "Short, practical conversations on automation, AI agents and leadership for owners of service businesses. Four episodes, 28 to 45 minutes each.",
} satisfies Seo;

export const podcastHero = {
  eyebrow: "Education · Podcast",
  title: "The Calm Operator Podcast",
  subtitle:
    "Owners, operators and our own consultants on how service businesses win back their week: real numbers, honest mistakes and what to automate first.",
  image: {
    src: cover,
    alt: "The Calm Operator podcast cover art",
    width: 480,
    height: 480,
  },
} satisfies HeroContent;

/** Where to listen. These buttons and every play button open the booking page. */
export const listenOn = [
  { label: "Listen on Spotify", icon: "headphones", kind: "music streaming service" },
  { label: "Listen on Apple Podcasts", icon: "podcast", kind: "podcast directory" },
  { label: "Watch on YouTube", icon: "video", kind: "video platform" },
] as const;

export const listenNote =
  "Each button opens our booking page in a new tab: pick a time and we'll send you the episode links for your app.";

export const episodes = {
  eyebrow: "Episodes",
  title: "Start with these four episodes",
  intro: "Each one ends with a single action you can take the same week.",
  /** One file per episode in app/content/podcast/ (edited in the CMS), by episode number. */
  items: podcastEpisodes,
};

export const podcastTopics = {
  eyebrow: "What we talk about",
  title: "Practical episodes for busy owners",
  items: [
    {
      icon: "workflow",
      title: "Automation in the real world",
      description: "Which workflows pay back first, and which ones are not worth automating.",
    },
    {
      icon: "bot",
      title: "AI agents, honestly",
      description: "What agents handle well today, where they stumble, and how to keep them safe.",
    },
    {
      icon: "compass",
      title: "Leadership and change",
      description: "Bringing a team along when the way work gets done is changing underneath them.",
    },
  ] satisfies Benefit[],
};

export const podcastRelated = [
  {
    title: "AI and Leadership Education",
    description: "Training programs, prompt engineering and leadership coaching for your team.",
    link: "/education",
  },
  {
    title: "Financial Courses",
    description: "Learn to read, forecast and improve the numbers behind your business.",
    link: "/education/financial-courses",
  },
  {
    title: "Case Studies",
    description: "Three client projects, from the first problem to the measured result.",
    link: "/resources/case-studies",
  },
] satisfies RelatedPage[];
