import { useLocation } from "react-router";

import type { Route } from "./+types/leadership-detail";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { RelatedPages } from "~/components/sections/related-pages";
import { Steps } from "~/components/sections/steps";
import { leadershipPages } from "~/content/solutions/leadership-pages";
import { recordForPath } from "~/content/solutions/slugs";
import { seo } from "~/lib/seo";

/** Template of the three /leadership/* pages; the record is chosen by the path. */
export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...recordForPath(leadershipPages, location.pathname).seo, path: location.pathname });

export default function LeadershipDetail() {
  const page = recordForPath(leadershipPages, useLocation().pathname);
  return (
    <>
      <Hero {...page.hero} />
      <BenefitGrid {...page.benefits} columns={4} id="benefits" />
      <MediaSplit {...page.media} tone="muted" />
      <Steps {...page.steps} id="engagement" />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
