import { Section, SectionHeading } from "~/components/ui/section";
import { type Stat, StatList } from "~/components/ui/stat-list";

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
      <StatList stats={stats} className="gap-4 md:grid-cols-3 md:gap-6" />
    </Section>
  );
}
