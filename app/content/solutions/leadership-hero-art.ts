// The leadership pages' mock-ups inlined for their heroes, so each hero draws its picture as
// markup with no request before the first paint (decision 0024). The files stay in public/ for
// the /fractional-leadership cards, which load them lazily below the first screen; the alt text
// stays in the page records (`media.image`).
import coo from "../../../public/images/leadership/fractional-coo.svg?data-uri";
import analysis from "../../../public/images/leadership/financial-analysis.svg?data-uri";
import cards from "../../../public/images/leadership/financial-performance-cards.svg?data-uri";

import type { LeadershipSlug } from "./slugs";

const art: Record<LeadershipSlug, string> = {
  "fractional-coo": coo,
  "financial-analysis": analysis,
  "financial-performance-cards": cards,
};

/** The inlined mock-up of a leadership page, by its slug. */
export function leadershipHeroArt(slug: string): string | undefined {
  return (art as Record<string, string>)[slug];
}
