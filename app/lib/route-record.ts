/**
 * Detail routes (`automations/:slug`, `ai/:slug`, `leadership/:slug`, `services/:slug`) find
 * their content record by the route's `slug` param. A slug with no record renders the
 * not-found view: on a static host such an address gets the 404 file, and the browser renders
 * the address's own route over it (lib/prerendered-route.ts).
 */
export function recordBySlug<T extends { slug: string }>(
  records: readonly T[],
  slug: string | undefined,
): T | undefined {
  return records.find((r) => r.slug === slug);
}
