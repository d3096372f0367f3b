import { LazyAuditRequestForm } from "~/components/forms/lazy-audit-request-form";
import { BookCallButton } from "~/components/ui/book-call-button";
import { Section, SectionHeading } from "~/components/ui/section";
import { IconList } from "~/components/ui/icon-list";

type AuditRequestSectionProps = {
  eyebrow?: string;
  title: string;
  intro: string;
  /** What the audit looks at. */
  checks: string[];
};

/** The website audit request: what the audit covers beside the form. */
export function AuditRequestSection({ eyebrow, title, intro, checks }: AuditRequestSectionProps) {
  return (
    <Section tone="tint" id="audit" aria-labelledby="audit-title">
      {/* Phones: heading, form, then the details; large screens: details beside the form. */}
      <div className="grid lg:grid-cols-[0.8fr_1.2fr] lg:gap-x-16">
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id="audit-title" />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <LazyAuditRequestForm id="audit-form" labelledBy="audit-title" />
        </div>
        <div className="mt-10 lg:mt-0">
          <h3 className="font-semibold text-brand-950">Every audit covers</h3>
          <IconList
            items={checks}
            icon="badge-check"
            className="mt-4"
            textClassName="text-foreground"
          />
          <div className="mt-8 flex flex-col items-start gap-3 border-t border-brand-100 pt-6">
            <p className="text-muted-foreground">Rather talk it through first?</p>
            <BookCallButton variant="outline">Book a Free 30-Minute Call</BookCallButton>
          </div>
        </div>
      </div>
    </Section>
  );
}
