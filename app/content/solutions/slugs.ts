/**
 * Slugs of the solutions page families. Plain data, no React: app/route-table.ts
 * reads it to prerender one page per record.
 */
export const automationSlugs = [
  "sales-management",
  "marketing-management",
  "cash-flow-management",
  "it-asset-management",
] as const;

export const agentPageSlugs = [
  "sales-agents",
  "marketing-agents",
  "customer-service-agents",
] as const;

export const leadershipSlugs = [
  "fractional-coo",
  "financial-analysis",
  "financial-performance-cards",
] as const;

export type AutomationSlug = (typeof automationSlugs)[number];
export type AgentPageSlug = (typeof agentPageSlugs)[number];
export type LeadershipSlug = (typeof leadershipSlugs)[number];

/**
 * A 640×480 mock-up from its `src`. An automation or leadership page's own record passes its file
 * imported with `?data-uri`, so the hero draws it inline with no request before the first paint;
 * the overviews' previews pass the same, from `automation-drawings.ts` and
 * `leadership-drawings.ts`.
 */
export const mockupImage = (src: string, alt = "") => ({
  src,
  alt,
  width: 640,
  height: 480,
});
