import { Section, SectionHeading } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { IconList } from "~/components/ui/icon-list";

type Column = { title: string; items: string[] };

/** Side-by-side comparison of life before and after an engagement. */
export function BeforeAfter({
  eyebrow,
  title,
  before,
  after,
}: {
  eyebrow?: string;
  title: string;
  before: Column;
  after: Column;
}) {
  return (
    <Section tone="muted" aria-labelledby="before-after-title">
      <SectionHeading eyebrow={eyebrow} title={title} id="before-after-title" align="center" />
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        {[before, after].map((col, i) => (
          <div
            key={col.title}
            className={cn(
              "rounded-card border p-5 shadow-sm sm:p-8",
              i === 0 ? "border-border bg-white" : "border-brand-700 bg-brand-800 text-white",
            )}
          >
            <h3 className={cn("text-xl font-bold", i === 0 ? "text-brand-950" : "text-white")}>
              {col.title}
            </h3>
            <IconList
              items={col.items}
              icon={i === 0 ? "x" : "check"}
              iconClassName={i === 0 ? "text-destructive" : "text-accent-300"}
              textClassName={i === 0 ? "text-muted-foreground" : "text-brand-50"}
              gap="gap-2.5 sm:gap-3"
              className="mt-4 sm:mt-5"
            />
          </div>
        ))}
      </div>
    </Section>
  );
}
