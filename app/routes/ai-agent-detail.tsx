import { lazy } from "react";

import type { Route } from "./+types/ai-agent-detail";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { ChatPreview } from "~/components/sections/chat-preview";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { MediaSplit } from "~/components/sections/media-split";
import { RelatedPages } from "~/components/sections/related-pages";
import { Steps } from "~/components/sections/steps";
import type { AgentPage } from "~/content/solutions/schema";
import { notFoundMeta } from "~/components/sections/not-found-meta";
import { knownSlugOr404, recordFor } from "~/lib/records";
import { agentPageSlugs } from "~/content/solutions/slugs";
import { seo } from "~/lib/seo";

/** The section only this page has sits below the first screen: its code loads after first paint. */
const SignatureSection = lazy(() =>
  import("~/components/sections/signature-section").then((m) => ({ default: m.SignatureSection })),
);

/**
 * Template of the three /ai/* agent pages; the record is chosen by the `slug` param. The prerender
 * reads its record (content/agent-pages/<slug>.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const modules = import.meta.glob<AgentPage>(["../content/agent-pages/*.ts", "!**/summary.ts"], {
    import: "default",
  });
  return recordFor(modules, "../content/agent-pages", params.slug);
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return knownSlugOr404(agentPageSlugs, params.slug, serverLoader);
}

export { NotFoundBoundary as ErrorBoundary } from "~/components/sections/not-found-meta";

export const meta: Route.MetaFunction = ({ loaderData: page, location }) =>
  page ? seo({ ...page.seo, path: location.pathname }) : notFoundMeta(location.pathname);

export default function AiAgentDetail({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      {/* A sample conversation with this agent is the hero visual. */}
      <Hero {...page.hero} aside={<ChatPreview {...page.conversation} />} />
      <BenefitGrid {...page.benefits} columns={4} id="benefits" />
      <MediaSplit {...page.media} tone="tint" />
      <SignatureSection signature={page.signature} />
      <Steps {...page.howItWorks} id="how-it-works" />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
