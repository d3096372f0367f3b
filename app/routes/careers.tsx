import type { Route } from "./+types/careers";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { JobOpenings, employment } from "~/components/sections/job-openings";
import { HeroPanel, PanelRows } from "~/components/ui/hero-panel";
import { RelatedPages } from "~/components/sections/related-pages";
import {
  careersClosing,
  careersHero,
  careersRelated,
  careersSeo,
  openings,
  workingHere,
} from "~/content/pages/careers";
import { seo } from "~/lib/seo";
import { jobPosting } from "~/lib/structured-data-careers";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...careersSeo, path: location.pathname, jsonLd: openings.items.map(jobPosting) });

export default function Careers() {
  return (
    <>
      <Hero
        {...careersHero}
        mediaOnLargeScreens
        aside={
          <HeroPanel title={openings.eyebrow} badge={`${openings.items.length} hiring now`}>
            <PanelRows
              rows={openings.items.map((job) => ({
                title: job.title,
                detail: `${job.department} · ${job.location}`,
                tag: employment[job.employmentType],
                to: "#openings",
              }))}
            />
          </HeroPanel>
        }
      />
      <JobOpenings {...openings} id="openings" />
      <BenefitGrid {...workingHere} tone="muted" id="working-here" />
      <CtaBand {...careersClosing} />
      <RelatedPages title="Explore other company pages" items={careersRelated} />
    </>
  );
}
