import { lazy } from "react";
import type { Route } from "./+types/automations";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FamilyPreview } from "~/components/sections/family-preview";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { ToolStrip } from "~/components/sections/tool-strip";
import { automationsOverview as page } from "~/content/solutions/automations-overview";
import { automationDrawings } from "~/content/solutions/automation-drawings";
import { automationSlugs, mockupImage } from "~/content/solutions/slugs";
import { connectedTools } from "~/content/solutions/workflow-templates";
import { seo } from "~/lib/seo";

/** Sections below the first screen: their code loads after first paint. */
const WorkflowDiagram = lazy(() =>
  import("~/components/sections/workflow-diagram").then((m) => ({ default: m.WorkflowDiagram })),
);
const UseCases = lazy(() =>
  import("~/components/sections/use-cases").then((m) => ({ default: m.UseCases })),
);
const SuccessStory = lazy(() =>
  import("~/components/sections/success-story").then((m) => ({ default: m.SuccessStory })),
);

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...page.seo, path: location.pathname });

export default function Automations() {
  return (
    <>
      {/* The four automation pages, each a window onto its own mock-up. */}
      <Hero
        {...page.hero}
        mediaOnLargeScreens
        aside={
          <FamilyPreview
            label="Automation areas"
            // Titles from the overview's own area cards; this page ships no detail page's copy.
            items={automationSlugs.map((slug) => {
              const to = `/automations/${slug}`;
              const title = page.areas.items.find((a) => a.link === to)?.title ?? slug;
              // Decorative beside the link's name; the alt keys the inline drawing (components/ui/img.tsx).
              const image = mockupImage(automationDrawings[slug], `${title} mock-up`);
              return { title, to, image };
            })}
          />
        }
      />
      <ToolStrip title="Connects the tools you already run on" tools={connectedTools} />
      <BenefitGrid {...page.capabilities} columns={3} id="capabilities" />
      <BenefitGrid {...page.areas} columns={4} tone="muted" id="areas" phone="scroll" />
      <WorkflowDiagram {...page.diagram} />
      <UseCases {...page.useCases} />
      <SuccessStory {...page.story} />
      <RelatedPages items={page.related} />
      <CtaBand {...page.cta} />
    </>
  );
}
