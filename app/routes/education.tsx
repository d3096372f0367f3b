import type { Route } from "./+types/education";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { VideoFeature } from "~/components/sections/video-feature";
import {
  educationHero,
  educationRelated,
  educationSeo,
  gptTraining,
  leadershipThemes,
  trainingPrograms,
} from "~/content/pages/education";
import { seo } from "~/lib/seo";
import { HeroPanel, PanelRows } from "~/components/ui/hero-panel";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...educationSeo, path: location.pathname });

export default function Education() {
  return (
    <>
      <Hero
        {...educationHero}
        mediaOnLargeScreens
        aside={
          <HeroPanel
            title={trainingPrograms.eyebrow}
            more={{ label: "What each covers", to: "#programs" }}
          >
            <PanelRows
              rows={trainingPrograms.items.map((p) => ({
                title: p.title,
                icon: p.icon,
                tag: p.audience,
              }))}
            />
          </HeroPanel>
        }
      />
      <BenefitGrid {...trainingPrograms} id="programs" />
      <VideoFeature {...gptTraining} id="gpt-training" tone="tint" />
      <BenefitGrid {...leadershipThemes} columns={3} id="leadership-themes" />
      <CtaBand
        title="Train the team you already have"
        text="Tell us who needs what. We will propose a program built around your own workflows, with a clear measure of the hours it should return."
        primary={{ label: "Plan Your Team's Training", to: "booking" }}
      />
      <RelatedPages title="Explore other education resources" items={educationRelated} />
    </>
  );
}
