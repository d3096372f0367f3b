import { CatalogueCard } from "~/components/sections/catalogue-card";
import { BookCallButton } from "~/components/ui/book-call-button";
import { HeroPanel } from "~/components/ui/hero-panel";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { WorkflowTemplate } from "~/content/schema";

type WorkflowTemplatesProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  templates: WorkflowTemplate[];
};

/** Workflow template cards: description, highlights, integrations, Request Demo (booking). */
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

/**
 * The /services/our-workflows hero visual: each template as the chain of tools it connects, in
 * the order the work flows through them (its integrations list).
 */
export function TemplateChains({ templates }: { templates: readonly WorkflowTemplate[] }) {
  return (
    <HeroPanel
      title="What each template connects"
      more={{ label: "See the templates", to: "#templates" }}
    >
      <ul role="list" className="grid gap-5">
        {templates.map((t) => (
          <li key={t.name}>
            <p className="flex items-center gap-2 font-semibold text-white">
              <Icon name={t.icon} aria-hidden="true" className="size-4 text-accent-300" />
              {t.name}
            </p>
            <ol
              role="list"
              aria-label={`Tools ${t.name} connects`}
              className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-2 text-xs font-medium text-brand-50"
            >
              {t.integrations.map((tool, i) => (
                <li key={tool} className="flex items-center gap-1.5">
                  {i > 0 && (
                    <span aria-hidden="true" className="text-accent-300">
                      →
                    </span>
                  )}
                  <span className="rounded-md border border-white/20 bg-white/5 px-2 py-1">
                    {tool}
                  </span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </HeroPanel>
  );
}
