import type { Route } from "./+types/our-workflows";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { Steps } from "~/components/sections/steps";
import { ToolStrip } from "~/components/sections/tool-strip";
import { TemplateChains, WorkflowTemplates } from "~/components/sections/workflow-templates";
import { ourWorkflowsPage as page } from "~/content/solutions/our-workflows";
import { connectedTools, workflowTemplates } from "~/content/solutions/workflow-templates";
import { serviceSeo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => serviceSeo(page.seo, location.pathname);

export default function OurWorkflows() {
  return (
    <>
      <Hero
        {...page.hero}
        aside={<TemplateChains templates={workflowTemplates} />}
        mediaOnLargeScreens
      />
      <WorkflowTemplates {...page.templates} templates={workflowTemplates} />
      <ToolStrip title="Every tool these templates connect" tools={connectedTools} />
      <Steps {...page.setup} tone="tint" id="setup" />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
