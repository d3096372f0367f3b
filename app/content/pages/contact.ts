import type { Benefit, HeroContent, Seo, Step } from "~/content/schema";

export const contactSeo = {
  title: "Book a Free 30-Minute Discovery Call",
  description:
    "Talk to a senior operator about automation, AI agents or fractional leadership. Free, 30 minutes, no pitch deck: just your biggest time sinks and next steps.",
} satisfies Seo;

export const contactHero = {
  eyebrow: "Free discovery call",
  title: "Let's find the hours your business is losing",
  subtitle:
    "Book a free 30-minute AI business operations discussion with a senior operator. You'll leave with two or three concrete opportunities, whether or not we work together.",
  primary: { label: "Book Your Free 30-Minute Call", to: "booking" },
} satisfies HeroContent;

/** The call's agenda, drawn as the hero's plan. */
export const callAgenda = {
  title: "Thirty minutes, three outcomes",
  items: [
    {
      title: "Map your week",
      description:
        "We walk through where your time and your team's time actually goes, from first enquiry to final invoice.",
      icon: "map",
    },
    {
      title: "Spot the quick wins",
      description:
        "We name the two or three workflows where automation or an AI agent would pay back fastest.",
      icon: "zap",
    },
    {
      title: "Agree next steps",
      description:
        "You get an honest view of effort, cost and return, and a short written summary the same day.",
      icon: "clipboard-check",
    },
  ] satisfies Step[],
};

export const callFacts = {
  title: "Good to know",
  items: [
    {
      icon: "clock",
      title: "30 minutes, free",
      description: "A video call at a time that suits you. No cost and no obligation.",
    },
    {
      icon: "users",
      title: "A senior operator",
      description: "You talk to someone who has run a service business, not a sales rep.",
    },
    {
      icon: "lock",
      title: "Confidential",
      description: "What you share stays with us. We are happy to sign your NDA.",
    },
  ] satisfies Benefit[],
};

export const bookingCalendar = {
  eyebrow: "Pick a time",
  title: "Book the call without leaving this page",
  intro:
    "Choose a 30-minute slot that suits you. You get a video link by e-mail straight away, and a reminder the day before.",
  points: [
    "Slots on weekdays, early morning to early evening Eastern time",
    "Reschedule or cancel from the confirmation e-mail",
    "A short written summary of what we found, the same day",
  ],
};
