import type { LeadershipPage } from "./schema";
import fractionalCoo from "~/content/leadership-pages/fractional-coo";
import financialAnalysis from "~/content/leadership-pages/financial-analysis";
import financialPerformanceCards from "~/content/leadership-pages/financial-performance-cards";

/** The three leadership pages, for the build and tests. Each record is its own module in
 * content/leadership-pages/, and a page loads only its own (routes/leadership-detail.tsx). */
export const leadershipPages = [
  fractionalCoo,
  financialAnalysis,
  financialPerformanceCards,
] satisfies LeadershipPage[];
