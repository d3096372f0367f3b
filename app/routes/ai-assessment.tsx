import type { Route } from "./+types/ai-assessment";
import { AssessmentQuestions, AssessmentTally } from "~/components/sections/assessment-questions";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import {
  assessmentHero,
  assessmentIntro,
  assessmentQuestions,
  assessmentRelated,
  assessmentResult,
  assessmentSeo,
} from "~/content/pages/ai-assessment";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...assessmentSeo, path: location.pathname });

export default function AiAssessment() {
  return (
    <>
      <Hero
        {...assessmentHero}
        aside={
          <AssessmentTally
            count={assessmentQuestions.length}
            threshold={assessmentResult.threshold}
            rule={assessmentResult.rule}
          />
        }
      />
      <AssessmentQuestions
        {...assessmentIntro}
        rule={assessmentResult.rule}
        items={assessmentQuestions}
      />
      <CtaBand
        title={assessmentResult.title}
        text={assessmentResult.text}
        primary={assessmentResult.cta}
      />
      <RelatedPages title="Explore other resources" items={assessmentRelated} />
    </>
  );
}
