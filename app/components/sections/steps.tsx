import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Step } from "~/content/schema";
import { cn } from "~/lib/cn";

type StepsProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: Step[];
  tone?: "default" | "muted" | "tint";
  id?: string;
};

/** A numbered process as an ordered list; columns follow the number of steps on desktop. */
export function Steps({ eyebrow, title, intro, items, tone, id = "steps" }: StepsProps) {
  const cols =
    items.length >= 5 ? "lg:grid-cols-5" : items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <ol className={cn("-mb-4 grid gap-x-6 sm:-mb-6 sm:grid-cols-2", cols)}>
        {items.map((step, i) => (
          // Subgrid rows: every title and description in a row starts at the same height.
          <li
            key={step.title}
            className={cn(
              "relative row-span-3 mb-4 grid grid-rows-subgrid gap-0 rounded-card border border-border bg-white p-5 shadow-sm sm:mb-6 sm:p-6",
              items.length % 2 === 1 && i === items.length - 1 && "sm:col-span-2 lg:col-span-1",
            )}
          >
            <div className="mb-4 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-800 text-base font-bold text-white"
              >
                {i + 1}
              </span>
              {step.icon && <Icon name={step.icon} className="size-6 text-brand-600" />}
            </div>
            <h3 className="text-lg font-semibold text-brand-950">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
