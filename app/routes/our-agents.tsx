import type { Route } from "./+types/our-agents";
import { AgentCatalogue } from "~/components/sections/agent-catalogue";
import { Checklist } from "~/components/sections/checklist";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { Steps } from "~/components/sections/steps";
import { HeroPanel, PanelRows } from "~/components/ui/hero-panel";
import { agentArchetypes } from "~/content/solutions/agent-catalogue";
import { ourAgentsPage as page } from "~/content/solutions/our-agents";
import { serviceSeo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => serviceSeo(page.seo, location.pathname);

export default function OurAgents() {
  return (
    <>
      <Hero
        {...page.hero}
        mediaOnLargeScreens
        aside={
          <HeroPanel
            title={page.catalogue.title}
            more={{ label: "Compare the agents", to: "#agent-catalogue" }}
          >
            <PanelRows
              rows={agentArchetypes.map((a) => ({
                title: a.name,
                detail: a.features[0],
                icon: a.icon,
                to: a.page,
              }))}
            />
          </HeroPanel>
        }
      />
      <AgentCatalogue {...page.catalogue} agents={agentArchetypes} />
      <Steps {...page.rollout} tone="tint" id="rollout" />
      <Checklist {...page.guardrails} id="guardrails" />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
