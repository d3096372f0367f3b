import type { Route } from "./+types/our-process";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { Timeline } from "~/components/sections/timeline";
import {
  processDeeper,
  processHero,
  processRelated,
  processSeo,
  processSteps,
} from "~/content/pages/our-process";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...processSeo, path: location.pathname });

export default function OurProcess() {
  return (
    <>
      <Hero {...processHero} />
      <Timeline {...processSteps} id="process" />
      <BenefitGrid {...processDeeper} columns={3} tone="muted" id="go-deeper" />
      <CtaBand
        title="Start with the Discover step"
        text="A free 30-minute call is the first conversation of every engagement. You leave with a clear view of where your time goes."
      />
      <RelatedPages title="Explore other resources" items={processRelated} />
    </>
  );
}
