import type { Route } from "./+types/service-detail";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureCards } from "~/components/sections/feature-cards";
import { Hero } from "~/components/sections/hero";
import { PlanCard } from "~/components/sections/plan-card";
import { Prose } from "~/components/sections/prose";
import { RelatedPages } from "~/components/sections/related-pages";
import { Steps } from "~/components/sections/steps";
import type { ServiceBlock } from "~/content/schema";
import { servicePages } from "~/content/services";
import { NotFoundView, notFoundMeta } from "~/components/sections/not-found-view";
import { recordBySlug } from "~/lib/route-record";
import { serviceSeo } from "~/lib/seo";

/** One template for the five /services/* advisory pages; the record comes from the `slug` param. */
export const meta: Route.MetaFunction = ({ params, location }) => {
  const page = recordBySlug(servicePages, params.slug);
  return page ? serviceSeo(page.seo, location.pathname) : notFoundMeta(location.pathname);
};

type Tone = "default" | "muted";

function Block({ block, tone }: { block: ServiceBlock; tone: Tone }) {
  switch (block.kind) {
    case "prose":
      return <Prose {...block} tone={tone} />;
    case "steps":
      return <Steps {...block} tone={tone} />;
    case "features":
      return <FeatureCards {...block} tone={tone} />;
    case "cards":
      return <BenefitGrid {...block} columns={block.columns ?? 3} tone={tone} />;
  }
}

export default function ServiceDetail({ params }: Route.ComponentProps) {
  const page = recordBySlug(servicePages, params.slug);
  if (!page) return <NotFoundView />;
  const plan = page.blocks.find((b) => b.kind === "steps");
  const last = page.blocks.length - 1;
  return (
    <>
      {/* The engagement, drawn from the page's own steps, is its hero visual. */}
      <Hero
        {...page.hero}
        aside={plan && <PlanCard title={plan.title} steps={plan.items} blockId={plan.id} />}
      />
      {page.blocks.map((block, i) => (
        // Alternate backgrounds, ending on white so the grey related list stands apart.
        <Block key={block.id} block={block} tone={(last - i) % 2 ? "muted" : "default"} />
      ))}
      <RelatedPages items={page.related} />
      <CtaBand {...page.closing} />
    </>
  );
}
