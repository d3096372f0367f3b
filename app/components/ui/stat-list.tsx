import { cn } from "~/lib/cn";

export type Stat = { value: string; unit?: string; label: string };

const variants = {
  /** White cards on a light section; value beside the label on phones, above it from md. */
  card: {
    item: "flex flex-row-reverse items-center gap-4 rounded-card border border-border bg-white p-5 shadow-sm md:flex-col-reverse md:items-stretch md:gap-0 md:p-7",
    label: "leading-snug text-slate-700 md:mt-3 md:leading-relaxed",
    value: "w-32 shrink-0 text-4xl font-bold tracking-tight text-brand-800 md:w-auto md:text-5xl",
    unit: "block text-xl font-semibold text-accent-700 md:ml-2 md:inline md:text-2xl md:text-accent-600",
  },
  /** Translucent cards on the dark band. */
  dark: {
    item: "flex flex-col-reverse rounded-card border border-white/15 bg-white/5 p-6",
    label: "mt-1 text-brand-100",
    value: "text-4xl font-bold tracking-tight text-accent-300",
    unit: "ml-1 text-2xl font-semibold",
  },
  /** Figures in a hero panel: large white values over their labels, divided by hairlines. */
  panel: {
    item: "flex flex-col-reverse border-t border-white/10 pt-4 first:border-t-0 first:pt-0",
    label: "mt-1 leading-snug text-brand-100",
    value: "text-4xl font-bold tracking-tight text-white sm:text-5xl",
    unit: "ml-1 text-2xl font-semibold text-accent-300",
  },
  /** Small figures side by side in a narrow card (a case study's results). */
  compact: {
    // Packed to the top (the reversed column's end): a label that wraps to more lines than its
    // neighbours' no longer lifts its value out of the row.
    item: "flex flex-col-reverse justify-end",
    label: "mt-1 text-sm leading-snug text-slate-700",
    value: "text-2xl font-bold tracking-tight text-brand-800 sm:text-4xl",
    unit: "ml-1 text-lg font-semibold text-accent-700",
  },
  /** Bare figures in a text column. */
  plain: {
    item: "flex flex-col-reverse",
    label: "mt-1 text-slate-700",
    value: "text-4xl font-bold tracking-tight text-brand-800",
    unit: "ml-1 text-2xl font-semibold text-accent-700",
  },
} as const;

/**
 * Figures with what they measure: a `<dl>` whose value reads first on screen while the label
 * (the `<dt>`) comes first for screen readers. Stat bands, success stories and story facts use it.
 */
export function StatList({
  stats,
  variant = "card",
  className,
}: {
  stats: readonly Stat[];
  variant?: keyof typeof variants;
  className?: string;
}) {
  const v = variants[variant];
  return (
    <dl className={cn("grid", className)}>
      {stats.map((s) => (
        <div key={s.label} className={v.item}>
          <dt className={v.label}>{s.label}</dt>
          <dd className={v.value}>
            {s.value}
            {s.unit && <span className={v.unit}>{s.unit}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
