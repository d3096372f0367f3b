/**
 * Slugs of the solutions page families (issue 3). Plain data, no React: app/routes.ts and
 * route-index.ts import it to register one static route per record.
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

/** Every solutions path this helper owns, in menu order. */
export const solutionPaths = [
  "/automations",
  ...automationSlugs.map((s) => `/automations/${s}`),
  "/ai-agents",
  ...agentPageSlugs.map((s) => `/ai/${s}`),
  "/fractional-leadership",
  ...leadershipSlugs.map((s) => `/leadership/${s}`),
  "/services/our-agents",
  "/services/our-workflows",
];

/** Last path segment, ignoring a trailing slash ("/automations/x/" → "x"). */
export function slugFromPath(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}

/** The record of a page family whose slug ends the pathname; routes only exist for known slugs. */
export function recordForPath<T extends { slug: string }>(
  records: readonly T[],
  pathname: string,
): T {
  const slug = slugFromPath(pathname);
  const record = records.find((r) => r.slug === slug);
  if (!record) throw new Error(`No content record for ${pathname}`);
  return record;
}
