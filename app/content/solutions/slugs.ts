/**
 * Slugs of the solutions page families (issue 3). Plain data, no React: app/route-table.ts
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
export type LeadershipSlug = (typeof leadershipSlugs)[number];

/**
 * An automation page's product mock-up: `src` is public/images/automations/<slug>.svg imported
 * with `?data-uri`, so the hero draws it inline (decision 0024). Alt left to the caller.
 */
export const automationMockup = (src: string, alt = "") => ({
  src,
  alt,
  width: 640,
  height: 480,
});
