import { lazy } from "react";
import type { Route } from "./+types/ai-agents";
import { AgentPreview } from "~/components/sections/agent-preview";
import { Checklist } from "~/components/sections/checklist";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureCards } from "~/components/sections/feature-cards";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { agentPageSlugs } from "~/content/solutions/slugs";
import { agentSummary } from "~/content/agent-pages/summary";
import { aiAgentsOverview as page } from "~/content/solutions/ai-agents-overview";
import { seo } from "~/lib/seo";

/** The catalogue sits below the first screens: its code and its archetypes load after first paint. */
const AgentCatalogue = lazy(() =>
  import("~/components/sections/agent-archetype-catalogue").then((m) => ({
    default: m.AgentArchetypeCatalogue,
  })),
);

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...page.seo, path: location.pathname });

export default function AiAgents() {
  return (
    <>
      {/* The three agent pages, each as the first exchange of its own sample conversation. */}
      <Hero
        {...page.hero}
        mediaOnLargeScreens
        aside={
          <AgentPreview
            items={agentPageSlugs.map((slug) => ({
              title: agentSummary[slug].name,
              to: `/ai/${slug}`,
              conversation: agentSummary[slug].conversation,
            }))}
          />
        }
      />
      <FeatureCards {...page.approach} id="approach" />
      <Checklist {...page.capabilities} numbered tone="muted" id="capabilities" />
      <AgentCatalogue {...page.catalogue} />
      <RelatedPages title="Explore our AI agents" items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
