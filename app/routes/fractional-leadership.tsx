import type { Route } from "./+types/fractional-leadership";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Checklist } from "~/components/sections/checklist";
import { ComparisonTable } from "~/components/sections/comparison-table";
import { CtaBand } from "~/components/sections/cta-band";
import { FamilyPreview } from "~/components/sections/family-preview";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { fractionalLeadershipPage as page } from "~/content/solutions/fractional-leadership";
import { leadershipSummary } from "~/content/leadership-pages/summary";
import { leadershipDrawings } from "~/content/solutions/leadership-drawings";
import { leadershipSlugs, mockupImage } from "~/content/solutions/slugs";
import { seo } from "~/lib/seo";

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
            items={leadershipSlugs.map((slug) => ({
              title: leadershipSummary[slug].name,
              to: `/leadership/${slug}`,
              image: mockupImage(leadershipDrawings[slug], leadershipSummary[slug].mockupAlt),
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
