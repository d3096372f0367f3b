import { Card, CardBody, CardTitle, IconBadge } from "~/components/ui/card";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Benefit } from "~/content/schema";
import { itemSpan, lgCols, planGrid } from "~/components/sections/grid-fill";
import { cn } from "~/lib/cn";

type BenefitGridProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: (Benefit & { link?: string; linkLabel?: string })[];
  /** Cards per row on large screens (SPEC: benefit grids are 4). */
  columns?: 2 | 3 | 4;
  tone?: "default" | "muted" | "tint";
  id?: string;
  /** Kept for callers; every grid now fills its last row (see `planGrid`). */
  balanceLastRow?: boolean;
  /** Phones: a swipeable row of cards instead of a stack, for long lists on long pages. */
  phone?: "stack" | "scroll";
  /**
   * `open` (default): editorial columns under a rule, the icon drawn in the accent colour, no
   * box. `cards`: boxed cards with an icon badge, for items that are things to pick (a scrolling
   * row on phones keeps its cards).
   */
  look?: "open" | "cards";
};

/**
 * Icon + title + description cards: compact (icon beside the title) on phones, 2 per row on
 * tablets, about `columns` on desktop, with no row left with a hole.
 */
export function BenefitGrid({
  eyebrow,
  title,
  intro,
  items,
  columns = 4,
  tone,
  id,
  phone = "stack",
  look = phone === "scroll" ? "cards" : "open",
}: BenefitGridProps) {
  const plan = planGrid(items.length, columns);
  const scroll = phone === "scroll";
  const open = look === "open";
  const Box = open ? "div" : Card;
  return (
    <Section tone={tone} id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <SectionHeading
        eyebrow={eyebrow}
        title={title}
        intro={intro}
        id={id ? `${id}-title` : undefined}
      />
      <ul
        role="list"
        data-grid=""
        // A scrolling row must be reachable from the keyboard (axe scrollable-region-focusable).
        // It is `relative`: the cards' screen-reader words (`sr-only`, absolutely placed) then sit
        // inside its clipping. Without a positioned ancestor in the row, the last card's would sit
        // at the row's far end outside it and widen a phone's layout viewport (/automations: 933
        // px) whenever the section is laid out in full: an in-page jump, a #fragment, print
        // (geometry.spec.ts checks this as a phone).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scroll ? 0 : undefined}
        aria-label={scroll ? title : undefined}
        className={cn(
          "-mb-4 grid gap-x-4 sm:-mb-6 sm:grid-cols-2 sm:gap-x-6",
          lgCols[plan.columns],
          scroll &&
            "relative -mx-5 snap-x snap-mandatory scroll-px-5 auto-cols-[80%] grid-flow-col overflow-x-auto px-5 pb-2 sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:overflow-visible sm:px-0 sm:pb-0",
        )}
      >
        {items.map((item, i) => (
          // Each card spans three rows of the list's grid (subgrid), so titles that wrap to two
          // lines push every description in that row down together: rows stay even.
          <li
            key={item.title}
            className={cn(
              "row-span-3 mb-4 grid snap-start grid-rows-subgrid sm:mb-6",
              itemSpan(plan, i, items.length),
            )}
          >
            <Box
              className={
                open
                  ? "row-span-3 grid grid-rows-subgrid border-t-2 border-brand-200 pt-5 pb-2 sm:pt-6"
                  : "row-span-3 grid grid-rows-subgrid gap-0 p-5 sm:p-6"
              }
            >
              <div className="flex items-center gap-3 sm:block">
                {open ? (
                  <Icon
                    name={item.icon}
                    aria-hidden="true"
                    className="size-6 shrink-0 text-accent-600 sm:mb-4 sm:size-7"
                  />
                ) : (
                  <IconBadge className="size-10 shrink-0 sm:mb-5 sm:size-12">
                    <Icon name={item.icon} />
                  </IconBadge>
                )}
                <CardTitle>{item.title}</CardTitle>
              </div>
              <CardBody className="mt-2">{item.description}</CardBody>
              {item.link ? (
                <ArrowLink to={item.link} hidden={`about ${item.title}`} className="mt-4">
                  {item.linkLabel ?? "Learn more"}
                </ArrowLink>
              ) : (
                <span />
              )}
            </Box>
          </li>
        ))}
      </ul>
    </Section>
  );
}
