import { useLocation } from "react-router";

import type { Route } from "./+types/automation-detail";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Checklist } from "~/components/sections/checklist";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { RelatedPages } from "~/components/sections/related-pages";
import { automationPages } from "~/content/solutions/automations";
import { recordForPath } from "~/content/solutions/slugs";
import { seo } from "~/lib/seo";

/** Template of the four /automations/* pages; the record is chosen by the path. */
export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...recordForPath(automationPages, location.pathname).seo, path: location.pathname });

export default function AutomationDetail() {
  const page = recordForPath(automationPages, useLocation().pathname);
  return (
    <>
      <Hero {...page.hero} />
      <BenefitGrid {...page.benefits} columns={4} id="benefits" />
      <MediaSplit {...page.media} tone="muted" />
      <Checklist {...page.capabilities} id="capabilities" />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
