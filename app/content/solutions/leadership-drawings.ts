import financialAnalysis from "../../../public/images/leadership/financial-analysis.svg?data-uri";
import financialPerformanceCards from "../../../public/images/leadership/financial-performance-cards.svg?data-uri";
import fractionalCoo from "../../../public/images/leadership/fractional-coo.svg?data-uri";

import type { LeadershipSlug } from "./slugs";

/**
 * The leadership pages' mock-ups (public/images/leadership/<slug>.svg), inlined as
 * `automation-drawings.ts` inlines the automation pages', and for the same reasons.
 */
export const leadershipDrawings = {
  "fractional-coo": fractionalCoo,
  "financial-analysis": financialAnalysis,
  "financial-performance-cards": financialPerformanceCards,
} satisfies Record<LeadershipSlug, string>;
