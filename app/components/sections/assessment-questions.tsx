import { HeroPanel } from "~/components/ui/hero-panel";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
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
 * answer in their head, nothing is scored or stored.
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

/**
 * The assessment's hero visual: the questions as a row of pips with the threshold that matters
 * marked (the rule's number), and the rule itself. Nothing is scored on the page.
 */
export function AssessmentTally({
  count,
  threshold,
  rule,
}: {
  count: number;
  threshold: number;
  rule: string;
}) {
  return (
    <HeroPanel
      title="How to read your answers"
      more={{ label: "Start the questions", to: "#questions" }}
    >
      <p className="text-6xl font-bold tracking-tight text-white">
        {threshold}+<span className="ml-2 text-2xl font-semibold text-accent-300">yes</span>
      </p>
      <p className="mt-3 text-lg leading-relaxed text-brand-50">{rule}</p>
      <ol aria-hidden="true" className="mt-6 grid grid-cols-10 gap-1.5">
        {Array.from({ length: count }, (_, i) => (
          <li
            key={i}
            className={cn(
              "grid aspect-square place-items-center rounded-md text-xs font-bold",
              i < threshold
                ? "bg-accent-400 text-brand-950"
                : "border border-white/20 text-brand-100",
            )}
          >
            {i + 1}
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}
