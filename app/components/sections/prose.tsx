import { Section, SectionHeading } from "~/components/ui/section";
import { SmartLink } from "~/components/ui/smart-link";
import type { RichText } from "~/content/schema";

type ProseProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  paragraphs: RichText[];
  tone?: "default" | "muted" | "tint";
};

/** A short explanatory text in a reading-width column; link runs render as SmartLinks. */
export function Prose({ id, eyebrow, title, intro, paragraphs, tone }: ProseProps) {
  return (
    <Section tone={tone} width="narrow" id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <div className="space-y-5 text-lg leading-relaxed text-muted-foreground">
        {paragraphs.map((runs, i) => (
          <p key={i}>
            {runs.map((run, j) =>
              typeof run === "string" ? (
                run
              ) : (
                <SmartLink
                  key={j}
                  to={run.to}
                  className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
                >
                  {run.text}
                </SmartLink>
              ),
            )}
          </p>
        ))}
      </div>
    </Section>
  );
}
