import type * as React from "react";

import { Icon } from "~/components/ui/icon";
import { ScrollLink } from "~/components/ui/scroll-link";
import { SmartLink } from "~/components/ui/smart-link";
import type { IconName } from "~/content/icons";
import { cn } from "~/lib/cn";

/**
 * The frame of a hero visual built from the page's own facts: a translucent card on the dark
 * hero band with a caption, optional badge and an optional link down to the section it sums up.
 * PlanCard, the row list and the figures below all sit in it, so every hero panel reads as one
 * family while each page fills it with something of its own.
 */
export function HeroPanel({
  title,
  badge,
  more,
  children,
  className,
}: {
  title: string;
  badge?: string;
  /** A link to the section this panel sums up (an in-page anchor or a page). */
  more?: { label: string; to: string };
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        "rounded-card border border-white/15 bg-white/[0.06] p-6 shadow-2xl sm:p-8",
        className,
      )}
    >
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
          {title}
        </span>
        {badge && (
          <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-brand-950">
            {badge}
          </span>
        )}
      </figcaption>
      <div className="mt-6">{children}</div>
      {more && (
        <PanelLink
          to={more.to}
          className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-white underline decoration-accent-400 underline-offset-4 hover:decoration-2"
        >
          {more.label}
          <Icon name="arrow-right" className="size-4" />
        </PanelLink>
      )}
    </figure>
  );
}

/** A link inside a panel: an in-page jump (`#id`) or a page. */
function PanelLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: React.ReactNode;
}) {
  return to.startsWith("#") ? (
    <ScrollLink targetId={to.slice(1)} className={className}>
      {children}
    </ScrollLink>
  ) : (
    <SmartLink to={to} className={className}>
      {children}
    </SmartLink>
  );
}

export type PanelRow = {
  title: string;
  /** A short line under the title. */
  detail?: string;
  /** A chip on the right: a duration, a place, a category. */
  tag?: string;
  icon?: IconName;
  /** Makes the row a link (an anchor on the page or another page). */
  to?: string;
};

/** Rows of a hero panel: an icon or number, a title with a detail line, and a tag. */
export function PanelRows({
  rows,
  numbered = false,
}: {
  rows: readonly PanelRow[];
  numbered?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List role="list" className="grid grid-cols-1 divide-y divide-white/10">
      {rows.map((row, i) => {
        const body = (
          <>
            {(row.icon || numbered) && (
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/10 text-sm font-bold text-accent-300"
              >
                {row.icon ? <Icon name={row.icon} className="size-[18px]" /> : i + 1}
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-white group-hover:underline">
                {row.title}
              </span>
              {row.detail && (
                <span className="mt-0.5 line-clamp-2 text-sm text-brand-100">{row.detail}</span>
              )}
            </span>
            {row.tag && (
              <span className="shrink-0 rounded-full border border-white/20 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-brand-50">
                {row.tag}
              </span>
            )}
          </>
        );
        // No space above the first row or below the last, set on each row. Not with Tailwind's
        // children variants on the item: a rule for the child of a :last-child makes every
        // element that stops being a last child (each one the parser appends a sibling after)
        // restyle its whole subtree.
        const rowClass = cn(
          "flex items-center gap-4",
          i > 0 && "pt-3",
          i < rows.length - 1 && "pb-3",
        );
        return (
          <li key={row.title}>
            {row.to ? (
              <PanelLink to={row.to} className={cn("group", rowClass)}>
                {body}
              </PanelLink>
            ) : (
              <span className={rowClass}>{body}</span>
            )}
          </li>
        );
      })}
    </List>
  );
}
