import type { Route } from "./+types/our-agents";
import { AgentCatalogue } from "~/components/sections/agent-catalogue";
import { Checklist } from "~/components/sections/checklist";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { Steps } from "~/components/sections/steps";
import { agentArchetypes } from "~/content/solutions/agent-catalogue";
import { ourAgentsPage as page } from "~/content/solutions/our-agents";
import { seo } from "~/lib/seo";
import { service } from "~/lib/structured-data";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    ...page.seo,
    path: location.pathname,
    jsonLd: [
      service({ name: page.seo.title, description: page.seo.description, path: location.pathname }),
    ],
  });

export default function OurAgents() {
  return (
    <>
      <Hero {...page.hero} />
      <AgentCatalogue {...page.catalogue} agents={agentArchetypes} />
      <Steps {...page.rollout} tone="tint" id="rollout" />
      <Checklist {...page.guardrails} id="guardrails" />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
