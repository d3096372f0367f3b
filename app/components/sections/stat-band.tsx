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
      <dl className="grid gap-4 md:grid-cols-3 md:gap-6">
        {stats.map((s) => (
          <div
            key={s.label}
            className="flex flex-row-reverse items-center gap-4 rounded-card border border-border bg-white p-5 shadow-sm md:flex-col-reverse md:items-stretch md:gap-0 md:p-7"
          >
            <dt className="leading-snug text-slate-700 md:mt-3 md:leading-relaxed">{s.label}</dt>
            <dd className="w-32 shrink-0 text-4xl font-bold tracking-tight text-brand-800 md:w-auto md:text-5xl">
              {s.value}
              {s.unit && (
                <span className="block text-xl font-semibold text-accent-700 md:ml-2 md:inline md:text-2xl md:text-accent-600">
                  {s.unit}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
