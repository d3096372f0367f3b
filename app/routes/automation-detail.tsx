import { lazy } from "react";

import type { Route } from "./+types/automation-detail";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Checklist } from "~/components/sections/checklist";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { RelatedPages } from "~/components/sections/related-pages";
import type { AutomationPage } from "~/content/solutions/schema";
import { notFoundMeta } from "~/components/sections/not-found-meta";
import { knownSlugOr404, recordFor } from "~/lib/records";
import { automationSlugs } from "~/content/solutions/slugs";
import { seo } from "~/lib/seo";

/** The section only this page has sits below the first screen: its code loads after first paint. */
const SignatureSection = lazy(() =>
  import("~/components/sections/signature-section").then((m) => ({ default: m.SignatureSection })),
);

/**
 * Template of the four /automations/* pages; the record is chosen by the `slug` param. The prerender
 * reads its record (content/automation-pages/<slug>.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const modules = import.meta.glob<AutomationPage>(
    ["../content/automation-pages/*.ts", "!**/seo.ts"],
    {
      import: "default",
    },
  );
  return recordFor(modules, "../content/automation-pages", params.slug);
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return knownSlugOr404(automationSlugs, params.slug, serverLoader);
}

export { NotFoundBoundary as ErrorBoundary } from "~/components/sections/not-found-meta";

export const meta: Route.MetaFunction = ({ loaderData: page, location }) =>
  page ? seo({ ...page.seo, path: location.pathname }) : notFoundMeta(location.pathname);

export default function AutomationDetail({ loaderData: page }: Route.ComponentProps) {
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
