import type { Route } from "./+types/ai-agents";
import { AgentPreview } from "~/components/sections/agent-preview";
import { Hero } from "~/components/sections/hero";
import { agentArchetypes } from "~/content/solutions/agent-catalogue";
import { agentPages } from "~/content/solutions/agent-pages";
import { aiAgentsOverview as page } from "~/content/solutions/ai-agents-overview";
import { lazySection, lazySectionsReady } from "~/lib/lazy-section";
import { seo } from "~/lib/seo";

/** Sections below the hero: their code loads after the first paint (lib/lazy-section.tsx). */
const FeatureCards = lazySection(() =>
  import("~/components/sections/feature-cards").then((m) => m.FeatureCards),
);
const Checklist = lazySection(() =>
  import("~/components/sections/checklist").then((m) => m.Checklist),
);
const AgentCatalogue = lazySection(() =>
  import("~/components/sections/agent-catalogue").then((m) => m.AgentCatalogue),
);
const RelatedPages = lazySection(() =>
  import("~/components/sections/related-pages").then((m) => m.RelatedPages),
);
const CtaBand = lazySection(() => import("~/components/sections/cta-band").then((m) => m.CtaBand));

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
            items={agentPages.map((p) => ({
              title: p.hero.eyebrow ?? p.seo.title,
              to: `/ai/${p.slug}`,
              conversation: p.conversation,
            }))}
          />
        }
      />
      <FeatureCards {...page.approach} id="approach" />
      <Checklist {...page.capabilities} numbered tone="muted" id="capabilities" />
      <AgentCatalogue {...page.catalogue} agents={agentArchetypes} />
      <RelatedPages title="Explore our AI agents" items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}

// A client-side navigation renders this page once its lazy sections have arrived.
await lazySectionsReady();
