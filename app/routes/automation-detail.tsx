import { use } from "react";

import type { Route } from "./+types/automation-detail";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Checklist } from "~/components/sections/checklist";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { RelatedPages } from "~/components/sections/related-pages";
import { automationSeo } from "~/content/automation-pages/seo";
import type { AutomationPage } from "~/content/solutions/schema";
import { LazyNotFoundView, notFoundMeta } from "~/components/sections/not-found-meta";
import { lazySection } from "~/lib/lazy-section";
import { recordModules, seoBySlug } from "~/lib/route-record";
import { seo } from "~/lib/seo";

/** The section only this page has sits below the first screen: its code loads after first paint. */
const SignatureSection = lazySection(() =>
  import("~/components/sections/signature-section").then((m) => m.SignatureSection),
);

/**
 * Template of the four /automations/* pages; the record is chosen by the `slug` param. Each page
 * loads only its own record (content/automation-pages/<slug>.ts; lib/route-record.ts), and its
 * meta from the small seo map in this chunk.
 */
const records = recordModules(
  import.meta.glob<AutomationPage>(["../content/automation-pages/*.ts", "!**/seo.ts"], {
    import: "default",
  }),
  "../content/automation-pages",
);
records.preload(/^\/automations\/([^/]+)\/?$/);

export const meta: Route.MetaFunction = ({ params, location }) => {
  const page = seoBySlug(automationSeo, params.slug);
  return page ? seo({ ...page, path: location.pathname }) : notFoundMeta(location.pathname);
};

export default function AutomationDetail({ params }: Route.ComponentProps) {
  const page = use(records.load(params.slug));
  if (!page) return <LazyNotFoundView />;
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
