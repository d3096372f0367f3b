import type * as React from "react";
import { Fragment, lazy } from "react";

import type { Route } from "./+types/service-detail";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { PlanCard } from "~/components/sections/plan-card";
import { HeroPanel, PanelRows } from "~/components/ui/hero-panel";
import { RelatedPages } from "~/components/sections/related-pages";
import type { ServiceBlock, ServicePage } from "~/content/schema";
import { notFoundMeta } from "~/components/sections/not-found-meta";
import { knownSlugOr404, recordFor } from "~/lib/records";
import { serviceSeo as serviceSeoMeta } from "~/lib/seo";
import { serviceSlugs } from "~/content/service-slugs";

/**
 * Everything below the hero, the page's blocks and its signature section, has no interaction of
 * its own: the code loads after first paint. The hero and its summary are in the first load.
 */
const SignatureSection = lazy(() =>
  import("~/components/sections/signature-section").then((m) => ({ default: m.SignatureSection })),
);
const blocks = () => import("~/components/sections/service-blocks");
const Prose = lazy(() => blocks().then((m) => ({ default: m.Prose })));
const Steps = lazy(() => blocks().then((m) => ({ default: m.Steps })));
const FeatureCards = lazy(() => blocks().then((m) => ({ default: m.FeatureCards })));
const BenefitGrid = lazy(() => blocks().then((m) => ({ default: m.BenefitGrid })));

/**
 * One template for the five /services/* advisory pages; the record comes from the `slug` param.
 * The prerender reads its record (content/service-pages/<slug>.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const modules = import.meta.glob<ServicePage>(
    ["../content/service-pages/*.ts", "!**/seo.ts", "!**/links.ts"],
    {
      import: "default",
    },
  );
  return recordFor(modules, "../content/service-pages", params.slug);
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return knownSlugOr404(serviceSlugs, params.slug, serverLoader);
}

export { NotFoundBoundary as ErrorBoundary } from "~/components/sections/not-found-meta";

export const meta: Route.MetaFunction = ({ loaderData: page, location }) =>
  page ? serviceSeoMeta(page.seo, location.pathname) : notFoundMeta(location.pathname);

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

/** The hero's visual: the block it sums up, as a plan (steps) or as rows (cards). */
function HeroSummary({ block }: { block: ServiceBlock | undefined }) {
  if (block?.kind === "steps")
    return <PlanCard title={block.title} steps={block.items} blockId={block.id} />;
  if (block?.kind === "cards")
    return (
      <HeroPanel title={block.title} more={{ label: "How each one works", to: `#${block.id}` }}>
        <PanelRows
          rows={block.items.map((item) => ({
            title: item.title,
            detail: item.description,
            icon: item.icon,
          }))}
        />
      </HeroPanel>
    );
  return null;
}

export default function ServiceDetail({ loaderData: page }: Route.ComponentProps) {
  const summed = page.heroBlock
    ? page.blocks.find((b) => b.id === page.heroBlock)
    : page.blocks.find((b) => b.kind === "steps");
  // The signature section goes after the first block; backgrounds alternate over all of them,
  // ending on white so the grey related list stands apart.
  const sections: { key: string; render: (tone: Tone) => React.ReactNode }[] = page.blocks.map(
    (block) => ({ key: block.id, render: (tone) => <Block block={block} tone={tone} /> }),
  );
  const { signature } = page;
  if (signature)
    sections.splice(1, 0, {
      key: "signature",
      render: (tone) => <SignatureSection signature={signature} tone={tone} />,
    });
  const last = sections.length - 1;
  return (
    <>
      {/* The engagement (its steps, or its models), drawn from the page's own blocks. */}
      <Hero {...page.hero} aside={summed && <HeroSummary block={summed} />} />
      {sections.map((s, i) => (
        <Fragment key={s.key}>{s.render((last - i) % 2 ? "muted" : "default")}</Fragment>
      ))}
      <RelatedPages items={page.related} />
      <CtaBand {...page.closing} />
    </>
  );
}
