import type { Route } from "./+types/mission-values";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { StoryBlock } from "~/components/sections/story-block";
import { HeroPanel } from "~/components/ui/hero-panel";
import { StatList } from "~/components/ui/stat-list";
import {
  mission,
  missionHero,
  missionRelated,
  missionSeo,
  values,
} from "~/content/pages/mission-values";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...missionSeo, path: location.pathname });

export default function MissionValues() {
  return (
    <>
      <Hero
        {...missionHero}
        aside={
          <HeroPanel title={mission.measures.title}>
            <StatList stats={mission.measures.facts} variant="panel" className="gap-4" />
          </HeroPanel>
        }
      />
      <StoryBlock
        section={{ heading: mission.eyebrow, paragraphs: mission.paragraphs }}
        lead={mission.statement}
        id="mission"
      />
      <BenefitGrid {...values} tone="tint" id="values" />
      <CtaBand
        title="Hold us to these values"
        text="Book a free discovery call and see how we work before you commit to anything."
      />
      <RelatedPages title="Explore other company pages" items={missionRelated} />
    </>
  );
}
