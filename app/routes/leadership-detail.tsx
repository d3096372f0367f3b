import { lazy } from "react";

import type { Route } from "./+types/leadership-detail";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { RelatedPages } from "~/components/sections/related-pages";
import { Steps } from "~/components/sections/steps";
import type { LeadershipPage } from "~/content/solutions/schema";
import { notFoundMeta } from "~/components/sections/not-found-meta";
import { knownSlugOr404, recordFor } from "~/lib/records";
import { leadershipSlugs } from "~/content/solutions/slugs";
import { seo } from "~/lib/seo";

/** The section only this page has sits below the first screen: its code loads after first paint. */
const SignatureSection = lazy(() =>
  import("~/components/sections/signature-section").then((m) => ({ default: m.SignatureSection })),
);

/**
 * Template of the three /leadership/* pages; the record is chosen by the `slug` param. The prerender
 * reads its record (content/leadership-pages/<slug>.ts), and its
 * meta from the small summary in this chunk.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const modules = import.meta.glob<LeadershipPage>(
    ["../content/leadership-pages/*.ts", "!**/summary.ts"],
    {
      import: "default",
    },
  );
  return recordFor(modules, "../content/leadership-pages", params.slug);
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return knownSlugOr404(leadershipSlugs, params.slug, serverLoader);
}

export { NotFoundBoundary as ErrorBoundary } from "~/components/sections/not-found-meta";

export const meta: Route.MetaFunction = ({ loaderData: page, location }) =>
  page ? seo({ ...page.seo, path: location.pathname }) : notFoundMeta(location.pathname);

export default function LeadershipDetail({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      {/* The page's own product mock-up is its hero visual, inlined. */}
      <Hero {...page.hero} image={page.media.image} />
      <BenefitGrid {...page.benefits} columns={4} id="benefits" />
      <MediaSplit {...page.media} image={undefined} tone="muted" />
      <SignatureSection signature={page.signature} />
      <Steps {...page.steps} id="engagement" />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
