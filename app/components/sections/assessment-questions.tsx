import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { AssessmentQuestion } from "~/content/schema";

type AssessmentQuestionsProps = {
  title: string;
  intro: string;
  /** How to read the answers; shown beside the questions (sticky on large screens). */
  rule: string;
  items: AssessmentQuestion[];
  id?: string;
};

/**
 * The readiness questions as a numbered list of static text. Deliberately not a form: visitors
 * answer in their head, nothing is scored or stored (SPEC 2.12).
 */
export function AssessmentQuestions({
  title,
  intro,
  rule,
  items,
  id = "questions",
}: AssessmentQuestionsProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} reveal={false}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <SectionHeading title={title} intro={intro} id={`${id}-title`} />
          <div className="flex gap-4 rounded-card border border-accent-300 bg-accent-100 p-6">
            <Icon name="target" className="mt-0.5 size-6 text-accent-700" />
            <p
              className="text-lg leading-relaxed font-semibold text-brand-950"
              data-testid="assessment-rule"
            >
              {rule}
            </p>
          </div>
        </div>
        <ol className="grid gap-4" data-testid="assessment-questions">
          {items.map((q, i) => (
            <li
              key={q.question}
              className="flex gap-5 rounded-card border border-border bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <p className="text-lg font-semibold text-brand-950">{q.question}</p>
                <p className="mt-2 leading-relaxed text-muted-foreground">{q.why}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
