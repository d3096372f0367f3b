import type { Seo } from "~/content/schema";
import type { LeadershipSlug } from "~/content/solutions/slugs";

/**
 * What each /leadership/* page shares with other chunks, which need it before (or without) the
 * page's own record: its name (the hero's eyebrow and the /fractional-leadership card's title),
 * its title and description (meta cannot wait for the record) and its mock-up's alt text (the
 * hero's inlined picture and the card's file).
 */
export const leadershipSummary = {
  "fractional-coo": {
    name: "Fractional COO",
    seo: {
      title: "Fractional COO for Service Businesses",
      description:
        "A part-time chief operating officer who builds your systems, runs the weekly scorecard and frees the owner from day-to-day firefighting.",
    },
    mockupAlt:
      "A 90-day roadmap in three phases: diagnose in weeks 1 to 3, stabilise in weeks 4 to 8 and scale in weeks 9 to 13, each with its main deliverables",
  },
  "financial-analysis": {
    name: "Financial Analysis",
    seo: {
      title: "Financial Analysis for Small Businesses",
      description:
        "Find where your margin goes: job and client profitability, pricing, overheads and a 13-week cash forecast, explained in plain English by a finance lead.",
    },
    mockupAlt:
      "Bar chart of gross margin by job type: maintenance contracts at 42%, kitchen remodels at 31%, bathroom remodels at 24% and emergency call-outs at 9%, the last flagged for repricing",
  },
  "financial-performance-cards": {
    name: "Financial Performance Cards",
    seo: {
      title: "Financial Performance Cards",
      description:
        "A one-page monthly scorecard of your key financial numbers, with targets, twelve-month trends and plain-English commentary from a finance lead.",
    },
    mockupAlt:
      "A one-page financial performance card with eight metric tiles, each showing a value, its target and a small trend line, with two tiles marked amber and one red",
  },
} satisfies Record<LeadershipSlug, { name: string; seo: Seo; mockupAlt: string }>;
