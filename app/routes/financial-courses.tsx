import type { Route } from "./+types/financial-courses";
import { CourseGrid } from "~/components/sections/course-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import {
  courses,
  financialCoursesHero,
  financialCoursesRelated,
  financialCoursesSeo,
} from "~/content/pages/financial-courses";
import { seo } from "~/lib/seo";
import { HeroPanel, PanelRows } from "~/components/ui/hero-panel";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...financialCoursesSeo, path: location.pathname });

export default function FinancialCourses() {
  return (
    <>
      <Hero
        {...financialCoursesHero}
        mediaOnLargeScreens
        aside={
          <HeroPanel
            title={courses.eyebrow}
            badge="Taught on your figures"
            more={{ label: "See what each covers", to: "#courses" }}
          >
            <PanelRows
              numbered
              rows={courses.items.map((c) => ({
                title: c.title,
                detail: c.format,
                tag: c.duration,
              }))}
            />
          </HeroPanel>
        }
      />
      <CourseGrid {...courses} actionLabel="Reserve Seats" />
      <CtaBand
        title="Not sure which course fits?"
        text="In a free 30-minute call we look at your numbers and recommend where your managers should start."
      />
      <RelatedPages title="Explore other finance resources" items={financialCoursesRelated} />
    </>
  );
}
