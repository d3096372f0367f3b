import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Block, FeatureItem } from "~/content/solutions/schema";
import { itemSpan, lgCols, planGrid } from "~/components/sections/grid-fill";
import { cn } from "~/lib/cn";

type ChecklistProps = Block<FeatureItem> & {
  /** Items per row on large screens. */
  columns?: 2 | 3 | 5;
  /** Number the items (an ordered list) instead of ticking them. */
  numbered?: boolean;
  tone?: "default" | "muted" | "tint";
  id?: string;
  /** `warning` marks problems (warning signs, pain points) instead of ticking them as done. */
  marker?: "check" | "warning";
};

/**
 * Compact tiles of short items: capabilities, warning signs, industries. Items with a
 * description get an h3 title; one-line items are plain text.
 */
export function Checklist({
  eyebrow,
  title,
  intro,
  items,
  columns = 2,
  numbered,
  tone,
  id = "checklist",
  marker = "check",
}: ChecklistProps) {
  const plan = planGrid(items.length, columns);
  const List = numbered ? "ol" : "ul";
  const stacked = columns === 5;
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <List
        role="list"
        data-grid=""
        className={cn("grid gap-4 sm:grid-cols-2", lgCols[plan.columns])}
      >
        {items.map((item, i) => (
          <li
            key={item.title}
            className={cn(
              "flex gap-4 rounded-card border border-border bg-white p-5 shadow-sm",
              !item.description && "items-center",
              stacked && "lg:flex-col",
              itemSpan(plan, i, items.length),
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold",
                marker === "warning"
                  ? "bg-accent-100 text-lg text-accent-700"
                  : "bg-brand-50 text-brand-700",
              )}
            >
              {numbered ? (
                i + 1
              ) : marker === "warning" ? (
                "!"
              ) : (
                <Icon name={item.icon ?? "check"} className="size-5" />
              )}
            </span>
            <div className={cn("min-w-0", item.description && "pt-2")}>
              {item.description ? (
                <>
                  {/* Five narrow tiles in a row: titles take two lines each, so descriptions line up. */}
                  <h3 className={cn("font-semibold text-brand-950", stacked && "lg:min-h-12")}>
                    {item.title}
                  </h3>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{item.description}</p>
                </>
              ) : (
                <p className="leading-relaxed font-medium text-foreground">{item.title}</p>
              )}
            </div>
          </li>
        ))}
      </List>
    </Section>
  );
}
