import type { ServicePage } from "~/content/schema";
import type { ServiceSlug } from "~/content/service-slugs";
import { link } from "./links";
import { serviceSeo } from "./seo";

/** /services/ai-roadmap-development: one record, loaded only by its own page (routes/service-detail.tsx). */
export default {
  slug: "ai-roadmap-development",
  seo: serviceSeo["ai-roadmap-development"],
  hero: {
    eyebrow: "AI Roadmap Development",
    title: "A 12-Month AI Plan Your Team Can Actually Run",
    subtitle:
      "Stop collecting ideas and start sequencing them. We turn your priorities into a roadmap with owners, budgets, milestones and the numbers that prove it's working.",
    primary: { label: "Book a Roadmap Call", to: "booking" },
    secondary: { label: "Start With Strategy", to: "/services/ai-strategy-consulting" },
  },
  blocks: [
    {
      kind: "features",
      id: "components",
      eyebrow: "What's inside",
      title: "Three roadmap components",
      intro:
        "Every roadmap we deliver has the same three parts, so it's easy to read, share with your team and update each quarter.",
      items: [
        {
          icon: "search",
          title: "Current-State Assessment",
          description:
            "A clear picture of how your operations run today, and where time and money leak.",
          points: [
            "Process maps of your five busiest workflows",
            "A tool and data inventory, with overlaps flagged",
            "Baseline hours, costs and error rates",
          ],
        },
        {
          icon: "target",
          title: "Prioritised Initiatives",
          description: "The AI and automation projects worth doing, ranked by return and effort.",
          points: [
            "A business case and payback period for each",
            "Quick wins separated from bigger builds",
            "Risks, dependencies and what to skip",
          ],
        },
        {
          icon: "calendar-check",
          title: "Timeline & KPIs",
          description:
            "A quarter-by-quarter plan that says who does what, when, and how you'll know it worked.",
          points: [
            "Milestones and an owner for every initiative",
            "Budget by quarter",
            "KPIs reviewed in a monthly scorecard",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "why",
      eyebrow: "Why a roadmap",
      title: "What changes once the plan is on paper",
      columns: 3,
      items: [
        {
          icon: "clock",
          title: "No more stop-start projects",
          description:
            "Each initiative has an owner and a date, so work doesn't stall the moment the busy season starts.",
        },
        {
          icon: "wallet",
          title: "Budgets you can defend",
          description:
            "You know what each quarter costs and what it should return before you sign a single software contract.",
        },
        {
          icon: "users",
          title: "A team pulling the same way",
          description:
            "Everyone can see what's coming and why, which turns change from a rumour into a plan people help shape.",
        },
      ],
    },
    {
      kind: "steps",
      id: "timeline",
      eyebrow: "How we build it",
      title: "Your roadmap in four weeks",
      items: [
        {
          icon: "users",
          title: "Weeks 1–2: Listen and measure",
          description:
            "Interviews with owners and team leads, a walk through your tools, and baseline numbers for the work that matters most.",
        },
        {
          icon: "bar-chart",
          title: "Week 3: Prioritise",
          description:
            "We score every opportunity on return and effort with you, and agree which ones make the first two quarters.",
        },
        {
          icon: "map",
          title: "Week 4: Plan and hand over",
          description:
            "You get the roadmap, a one-page summary for the team, and a walkthrough with everyone who owns an initiative.",
        },
      ],
    },
  ],
  signature: {
    kind: "metrics",
    eyebrow: "The roadmap in numbers",
    title: "A plan sized for a service business",
    stats: [
      { value: "4 weeks", label: "from the first interview to the finished roadmap" },
      { value: "12 mo", label: "of initiatives, sequenced by return and effort" },
      { value: "1 page", label: "summary your whole team can read" },
    ],
  },
  closing: {
    title: "Turn AI ideas into a plan",
    text: "On a free 30-minute call we'll sketch your first quarter and tell you what a full roadmap would cover.",
  },
  related: [link.strategy, link.implementation, link.education],
} satisfies ServicePage & { slug: ServiceSlug };
