/** Legal pages, one route each on the shared legal template. Plain module: routes.ts imports it. */
export const legalSlugs = ["privacy-policy", "terms-of-agreement"] as const;
export type LegalSlug = (typeof legalSlugs)[number];
