import type { Route } from "./+types/company";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { FactCard, StoryBlock } from "~/components/sections/story-block";
import { TeamCollage, TeamGrid } from "~/components/sections/team-grid";
import {
  companyHero,
  companyRelated,
  companySeo,
  originStory,
  team,
} from "~/content/pages/company";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...companySeo, path: location.pathname });

export default function Company() {
  return (
    <>
      <Hero {...companyHero} aside={<TeamCollage items={team.items} />} />
      <StoryBlock
        eyebrow={originStory.eyebrow}
        section={originStory.section}
        link={originStory.founderLink}
        aside={<FactCard facts={originStory.facts} />}
        id="origin"
      />
      <TeamGrid {...team} />
      <CtaBand
        title="Talk to a partner, not a salesperson"
        text="Every discovery call is with one of the people above. Thirty minutes, free, and you leave with next steps."
      />
      <RelatedPages title="Explore other company pages" items={companyRelated} />
    </>
  );
}
