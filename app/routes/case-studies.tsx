import type { Route } from "./+types/case-studies";
import { CaseStudyFigures, CaseStudyList } from "~/components/sections/case-study-list";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import {
  caseStudies,
  caseStudiesClosing,
  caseStudiesHero,
  caseStudiesRelated,
  caseStudiesSeo,
} from "~/content/pages/case-studies";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...caseStudiesSeo, path: location.pathname });

export default function CaseStudies() {
  return (
    <>
      <Hero {...caseStudiesHero} aside={<CaseStudyFigures items={caseStudies} />} />
      <CaseStudyList items={caseStudies} />
      <CtaBand {...caseStudiesClosing} />
      <RelatedPages title="Explore other resources" items={caseStudiesRelated} />
    </>
  );
}
