import { Section, SectionHeading } from "~/components/ui/section";
import type { Comparison } from "~/content/schema";
import { cn } from "~/lib/cn";

/** The column's name inside a cell on phones, where the header row is hidden (read once, by the header). */
function PhoneLabel({ className, children }: { className: string; children: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "mb-1 block text-xs font-semibold tracking-wider uppercase md:hidden",
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * Two ways of getting something done, side by side, one row per question an owner asks. A real
 * table (row and column headers) for screen readers; on phones each row stacks into a card.
 */
export function ComparisonTable({
  eyebrow,
  title,
  intro,
  columns,
  rows,
  tone,
  id = "compare",
}: Comparison & { id?: string; tone?: "default" | "muted" }) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <table className="w-full border-separate border-spacing-0 text-left max-md:block">
        <caption className="sr-only">{title}</caption>
        <thead className="max-md:sr-only">
          <tr>
            <td className="w-1/4" />
            <th
              scope="col"
              className="rounded-t-card bg-brand-900 px-6 py-4 text-lg font-semibold text-white"
            >
              {columns[0]}
            </th>
            <th scope="col" className="px-6 py-4 text-lg font-semibold text-slate-600">
              {columns[1]}
            </th>
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-4">
          {rows.map((row, i) => (
            <tr
              key={row.topic}
              className="max-md:grid max-md:rounded-card max-md:border max-md:border-border max-md:bg-white max-md:p-5 max-md:shadow-sm"
            >
              <th
                scope="row"
                className="border-b border-border py-5 pr-6 align-top font-semibold text-brand-950 max-md:border-0 max-md:p-0"
              >
                {row.topic}
              </th>
              <td
                className={
                  "border-b border-brand-800 bg-brand-900 px-6 py-5 align-top text-brand-50 max-md:mt-3 max-md:rounded-control max-md:border-0 max-md:p-4 " +
                  (i === rows.length - 1 ? "md:rounded-b-card" : "")
                }
              >
                <PhoneLabel className="text-accent-300">{columns[0]}</PhoneLabel>
                {row.ours}
              </td>
              <td className="border-b border-border px-6 py-5 align-top text-slate-700 max-md:mt-2 max-md:border-0 max-md:p-4 max-md:pb-0">
                <PhoneLabel className="text-slate-600">{columns[1]}</PhoneLabel>
                {row.theirs}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
