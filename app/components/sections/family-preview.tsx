import type * as React from "react";

import { Img } from "~/components/ui/img";
import { SmartLink } from "~/components/ui/smart-link";
import type { Image } from "~/content/schema";
import { cn } from "~/lib/cn";

/** One page as a card in a hero preview: a translucent link card (AgentPreview uses it too). */
export function PreviewCard({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <SmartLink
      to={to}
      className={cn(
        "group block rounded-card border border-white/15 bg-white/[0.06] shadow-xl transition-colors hover:border-accent-400 focus-visible:border-accent-400",
        className,
      )}
    >
      {children}
    </SmartLink>
  );
}

/** The page's name with an arrow, in a preview card. */
export function PreviewTitle({ title, className }: { title: string; className?: string }) {
  return (
    <span
      className={cn(
        "flex items-center justify-between gap-3 text-sm font-semibold text-white",
        className,
      )}
    >
      {title}
      <span
        aria-hidden="true"
        className="text-accent-300 transition-transform group-hover:translate-x-0.5"
      >
        →
      </span>
    </span>
  );
}

export type FamilyPreviewItem = { title: string; to: string; image: Image };

/**
 * An overview page's hero visual: its family's pages as small windows onto their own product
 * mock-ups, each a link to the page. Large screens only (the hero passes it as a desktop aside);
 * phones reach the same pages from the cards below.
 */
export function FamilyPreview({
  items,
  label,
}: {
  items: readonly FamilyPreviewItem[];
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul
        role="list"
        className={cn("grid gap-4", items.length > 3 ? "grid-cols-2" : "grid-cols-1")}
      >
        {items.map((item, i) => (
          <li key={item.to} className={cn(items.length > 3 && i % 2 === 1 && "translate-y-6")}>
            <PreviewCard to={item.to} className="overflow-hidden">
              <Img
                image={item.image}
                decorative
                drawn
                className={cn(
                  "w-full bg-white object-cover object-top",
                  items.length > 3 ? "aspect-[4/3]" : "aspect-[16/6]",
                )}
              />
              <PreviewTitle title={item.title} className="px-4 py-3" />
            </PreviewCard>
          </li>
        ))}
      </ul>
    </nav>
  );
}
