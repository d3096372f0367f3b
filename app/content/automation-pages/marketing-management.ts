import type { AutomationPage } from "~/content/solutions/schema";
import { automationDrawings } from "~/content/solutions/automation-drawings";
import { mockupImage } from "~/content/solutions/slugs";

import { automationSeo } from "./seo";

// Inlined: the hero draws it as markup, with no request before the first paint.
const image = (alt: string) => mockupImage(automationDrawings["marketing-management"], alt);

/** /automations/marketing-management: one record, loaded only by its own page (routes/automation-detail.tsx). */
export default {
  slug: "marketing-management",
  seo: automationSeo["marketing-management"],
  hero: {
    eyebrow: "Marketing Management Automation",
    title: "Run Marketing on Autopilot",
    subtitle:
      "Posts, newsletters and review requests go out every week without you writing them at midnight, and you can finally see which channels bring in paying work.",
    primary: { label: "Automate My Marketing", to: "/contact" },
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Marketing that keeps going when you're busy",
    items: [
      {
        icon: "megaphone",
        title: "Always-on presence",
        description:
          "A steady schedule of posts and emails keeps you visible, even in the months you're too busy to think about marketing.",
      },
      {
        icon: "badge-check",
        title: "More five-star reviews",
        description:
          "Review requests go out automatically the day a job is signed off, when customers are happiest.",
      },
      {
        icon: "target",
        title: "Leads that stay warm",
        description:
          "Prospects who aren't ready yet get useful emails until they are, instead of being forgotten.",
      },
      {
        icon: "bar-chart",
        title: "Budget where it works",
        description:
          "Cost per lead by channel each month, so you move spend to what books real jobs.",
      },
    ],
  },
  media: {
    eyebrow: "See it in action",
    title: "One idea, a month of marketing",
    paragraphs: [
      "Record a five-minute voice note about a recent project. The workflow transcribes it, drafts a blog post, four social posts and a newsletter section, and sends them to you for a quick approval.",
      "Once approved, everything is scheduled across your channels and tracked, so the monthly report shows which pieces brought in enquiries.",
    ],
    image: image(
      "Content calendar with posts scheduled across blog, social, email and reviews for one month, and a review request ending in a five-star rating",
    ),
  },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Four capabilities behind the autopilot",
    items: [
      {
        icon: "calendar-check",
        title: "Content calendar automation",
        description:
          "Approved posts are scheduled to the best times for each channel and recycled when they perform.",
      },
      {
        icon: "mail",
        title: "Email nurture sequences",
        description:
          "New subscribers and cold quotes receive a short, helpful series that ends in a booking link.",
      },
      {
        icon: "badge-check",
        title: "Review generation",
        description:
          "Happy customers are asked for a review; unhappy ones reach you privately first.",
      },
      {
        icon: "line-chart",
        title: "Campaign reporting",
        description:
          "Visits, enquiries and booked jobs by channel, combined into one plain-English monthly report.",
      },
    ],
  },
  signature: {
    kind: "quote",
    quote:
      "Most marketing doesn't fail for lack of ideas. It fails on the Tuesday nobody had time to post. We automate the Tuesday.",
    person: "Daniel Okafor",
  },
  related: [
    {
      title: "AI Marketing Agents",
      description: "An agent that drafts posts and newsletters in your brand voice.",
      link: "/ai/marketing-agents",
    },
    {
      title: "Sales Management",
      description: "Turn the enquiries marketing brings in into booked appointments.",
      link: "/automations/sales-management",
    },
    {
      title: "Workflow Automation",
      description: "How we connect your tools and where we usually start.",
      link: "/automations",
    },
  ],
  cta: {
    title: "Want marketing that runs itself?",
    text: "Book a free call and we'll review your channels, pick the two that matter most and outline the workflow that keeps them fed every week.",
  },
} satisfies AutomationPage;
