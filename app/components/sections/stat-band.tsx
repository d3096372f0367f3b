import { Section, SectionHeading } from "~/components/ui/section";

type Stat = { value: string; unit?: string; label: string };

/** Large figures with a one-line explanation each (cost of inaction, case results). */
export function StatBand({
  eyebrow,
  title,
  intro,
  stats,
  id = "stats",
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  stats: Stat[];
  id?: string;
}) {
  return (
    <Section aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <dl className="grid gap-6 md:grid-cols-3">
        {stats.map((s) => (
          <div
            key={s.label}
            className="flex flex-col-reverse rounded-card border border-border bg-white p-7 shadow-sm"
          >
            <dt className="mt-3 leading-relaxed text-muted-foreground">{s.label}</dt>
            <dd className="text-5xl font-bold tracking-tight text-brand-800">
              {s.value}
              {s.unit && (
                <span className="ml-2 text-2xl font-semibold text-accent-600">{s.unit}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
