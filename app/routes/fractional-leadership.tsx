import type { Route } from "./+types/fractional-leadership";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Checklist } from "~/components/sections/checklist";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { fractionalLeadershipPage as page } from "~/content/solutions/fractional-leadership";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...page.seo, path: location.pathname });

export default function FractionalLeadership() {
  return (
    <>
      <Hero {...page.hero} />
      <BenefitGrid {...page.serviceAreas} columns={4} id="service-areas" />
      <Checklist {...page.signals} columns={3} tone="tint" id="signals" marker="warning" />
      <Checklist {...page.industries} columns={5} id="industries" />
      <RelatedPages title="Explore our leadership services" items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
