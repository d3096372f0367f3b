import type { Route } from "./+types/automation-detail";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Checklist } from "~/components/sections/checklist";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { RelatedPages } from "~/components/sections/related-pages";
import { automationPages } from "~/content/solutions/automations";
import { NotFoundView, notFoundMeta } from "~/components/sections/not-found-view";
import { lazySection } from "~/lib/lazy-section";
import { recordBySlug } from "~/lib/route-record";
import { seo } from "~/lib/seo";

/** The section only this page has sits below the first screen: its code loads after first paint. */
const SignatureSection = lazySection(() =>
  import("~/components/sections/signature-section").then((m) => m.SignatureSection),
);

/** Template of the four /automations/* pages; the record is chosen by the `slug` param. */
export const meta: Route.MetaFunction = ({ params, location }) => {
  const page = recordBySlug(automationPages, params.slug);
  return page ? seo({ ...page.seo, path: location.pathname }) : notFoundMeta(location.pathname);
};

export default function AutomationDetail({ params }: Route.ComponentProps) {
  const page = recordBySlug(automationPages, params.slug);
  if (!page) return <NotFoundView />;
  return (
    <>
      {/* The page's own product mock-up is its hero visual. */}
      <Hero {...page.hero} image={page.media.image} />
      <BenefitGrid {...page.benefits} columns={4} id="benefits" />
      <MediaSplit {...page.media} image={undefined} tone="muted" />
      <SignatureSection signature={page.signature} />
      <Checklist {...page.capabilities} id="capabilities" />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
