// The block sections of the advisory service pages, which routes/service-detail.tsx loads after
// the first paint. One bare re-export module as the import target: these sections are static
// imports of other pages, and importing them dynamically one by one made the bundler add a
// namespace helper to the runtime chunk every page loads (+0.1 KB each).
export { BenefitGrid } from "~/components/sections/benefit-grid";
export { FeatureCards } from "~/components/sections/feature-cards";
export { Prose } from "~/components/sections/prose";
export { Steps } from "~/components/sections/steps";
