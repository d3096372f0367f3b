import type { AutomationPage } from "~/content/solutions/schema";
import { automationDrawings } from "~/content/solutions/automation-drawings";
import { mockupImage } from "~/content/solutions/slugs";

import { automationSeo } from "./seo";

// Inlined: the hero draws it as markup, with no request before the first paint.
const image = (alt: string) => mockupImage(automationDrawings["sales-management"], alt);

/** /automations/sales-management: one record, loaded only by its own page (routes/automation-detail.tsx). */
export default {
  slug: "sales-management",
  seo: automationSeo["sales-management"],
  hero: {
    eyebrow: "Sales Management Automation",
    title: "Close More Deals, Faster.",
    subtitle:
      "Every lead captured, answered within minutes and followed up until it books, while your pipeline updates itself and your forecast stays honest.",
    primary: { label: "Automate My Sales Process", to: "/contact" },
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What changes in your sales week",
    items: [
      {
        icon: "zap",
        title: "Instant lead response",
        description:
          "New enquiries get a personal reply in under five minutes, day or night, before a competitor has called back.",
      },
      {
        icon: "calendar-check",
        title: "More booked appointments",
        description:
          "Automatic follow-up and one-click booking links lift sales appointments by 40% on average.",
      },
      {
        icon: "line-chart",
        title: "A pipeline you can trust",
        description:
          "Deals move stage as emails, quotes and signatures happen, so the forecast reflects reality.",
      },
      {
        icon: "clock",
        title: "Hours back for selling",
        description:
          "Reps stop logging calls and copying notes, and spend that time in front of buyers instead.",
      },
    ],
  },
  media: {
    eyebrow: "See it in action",
    title: "Your pipeline, updating itself",
    paragraphs: [
      "This is the board our sales clients open on Monday morning: every lead, where it came from, what happened next and what is due this week.",
      "Behind it, automations log every email and call, move deals when quotes are sent or signed, and flag anything that has gone quiet for more than three days.",
    ],
    bullets: [
      "Leads from your website, phone line and ads in one place",
      "Stalled deals flagged to the owner after three quiet days",
      "Weekly bookings and win rate tracked without a spreadsheet",
    ],
    image: image(
      "Sales pipeline board with columns for new leads, qualified, quote sent and won, beside a weekly bookings chart rising over six weeks",
    ),
  },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Four capabilities that run your sales process",
    items: [
      {
        icon: "route",
        title: "Lead capture and routing",
        description:
          "Web forms, calls, ad leads and email enquiries land in one CRM and go to the right person by service and area.",
      },
      {
        icon: "mail",
        title: "Automated follow-up sequences",
        description:
          "Personal emails and texts go out on a schedule until the lead books, replies or opts out.",
      },
      {
        icon: "file-text",
        title: "Quote and proposal tracking",
        description:
          "Know the moment a proposal is opened, and chase it automatically if it is not signed within a week.",
      },
      {
        icon: "bar-chart",
        title: "Sales reporting",
        description:
          "Leads, conversion and revenue by source, delivered to your inbox every Monday at 7 am.",
      },
    ],
  },
  signature: {
    kind: "metrics",
    eyebrow: "By design",
    title: "Three numbers the system holds to",
    intro:
      "Not promises from a sales deck: these are the rules the automation runs on, from the first day.",
    stats: [
      { value: "5 min", label: "at most before a new lead gets a personal reply" },
      { value: "3 days", label: "of silence before a stalled deal is flagged to you" },
      { value: "0", label: "calls or emails typed into the CRM by hand" },
    ],
  },
  related: [
    {
      title: "AI Sales Agents",
      description: "Add an agent that answers and qualifies leads in under a minute.",
      link: "/ai/sales-agents",
    },
    {
      title: "Marketing Management",
      description: "Fill the top of the pipeline with content and reviews on autopilot.",
      link: "/automations/marketing-management",
    },
    {
      title: "Workflow Templates",
      description: "See the Sales Lead Engagement template and three others in detail.",
      link: "/services/our-workflows",
    },
  ],
  cta: {
    title: "Ready to stop losing leads?",
    text: "Book a free 30-minute call. We'll map your sales process from first enquiry to signed contract and show where automation pays back first.",
  },
} satisfies AutomationPage;
