import { CatalogueCard } from "~/components/sections/catalogue-card";
import { BookCallButton } from "~/components/ui/book-call-button";
import { Section, SectionHeading } from "~/components/ui/section";
import type { WorkflowTemplate } from "~/content/schema";

type WorkflowTemplatesProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  templates: WorkflowTemplate[];
};

/** Workflow template cards (SPEC 2.4): description, highlights, integrations, Request Demo (booking). */
export function WorkflowTemplates({ eyebrow, title, intro, templates }: WorkflowTemplatesProps) {
  return (
    <Section id="templates" aria-labelledby="templates-title">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id="templates-title" />
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {templates.map((t) => (
          <li key={t.name} data-template={t.name}>
            <CatalogueCard
              icon={t.icon}
              title={t.name}
              description={t.description}
              bullets={t.highlights}
              bulletsLabel={`What ${t.name} does`}
            >
              <div>
                <p className="text-sm font-semibold text-brand-950">Integrations</p>
                <ul
                  role="list"
                  aria-label={`${t.name} integrations`}
                  className="mt-2 flex flex-wrap gap-2"
                >
                  {t.integrations.map((name) => (
                    <li
                      key={name}
                      className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                    >
                      {name}
                    </li>
                  ))}
                </ul>
              </div>
              <BookCallButton variant="default" className="self-start">
                Request Demo<span className="sr-only"> of {t.name}</span>
              </BookCallButton>
            </CatalogueCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
