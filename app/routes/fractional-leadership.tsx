import type { Route } from "./+types/fractional-leadership";
import { FamilyPreview } from "~/components/sections/family-preview";
import { Hero } from "~/components/sections/hero";
import { fractionalLeadershipPage as page } from "~/content/solutions/fractional-leadership";
import { leadershipPages } from "~/content/solutions/leadership-pages";
import { lazySection, lazySectionsReady } from "~/lib/lazy-section";
import { seo } from "~/lib/seo";

/** Sections below the hero: their code loads after the first paint (lib/lazy-section.tsx). */
const BenefitGrid = lazySection(() =>
  import("~/components/sections/benefit-grid").then((m) => m.BenefitGrid),
);
const Checklist = lazySection(() =>
  import("~/components/sections/checklist").then((m) => m.Checklist),
);
const ComparisonTable = lazySection(() =>
  import("~/components/sections/comparison-table").then((m) => m.ComparisonTable),
);
const RelatedPages = lazySection(() =>
  import("~/components/sections/related-pages").then((m) => m.RelatedPages),
);
const CtaBand = lazySection(() => import("~/components/sections/cta-band").then((m) => m.CtaBand));

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...page.seo, path: location.pathname });

export default function FractionalLeadership() {
  return (
    <>
      {/* The three leadership services, each a window onto its own scorecard or chart. */}
      <Hero
        {...page.hero}
        mediaOnLargeScreens
        aside={
          <FamilyPreview
            label="Leadership services"
            items={leadershipPages.map((p) => ({
              title: p.hero.eyebrow ?? p.seo.title,
              to: `/leadership/${p.slug}`,
              image: p.media.image,
            }))}
          />
        }
      />
      <BenefitGrid {...page.serviceAreas} columns={4} id="service-areas" />
      <Checklist {...page.signals} columns={3} tone="tint" id="signals" marker="warning" />
      <ComparisonTable {...page.comparison} tone="muted" />
      <Checklist {...page.industries} columns={5} id="industries" />
      <RelatedPages title="Explore our leadership services" items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}

// A client-side navigation renders this page once its lazy sections have arrived.
await lazySectionsReady();
