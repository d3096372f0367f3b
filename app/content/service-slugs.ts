/**
 * Slugs of the /services/* pages rendered by routes/service-detail.tsx. Plain data with no
 * React imports, so routes.ts and route-index.ts can read it.
 */
export const serviceSlugs = [
  "ai-strategy-consulting",
  "ai-education-programs",
  "ai-roadmap-development",
  "ai-implementation-services",
  "fractional-ai-leadership",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
