import type { NavGroup } from "~/config/navigation";
import { cn } from "~/lib/cn";

/** The desktop menu's look (`mega-menu.tsx`), kept apart so a unit test can read it. */
export const megaMenuStyles = {
  trigger:
    "group inline-flex h-11 items-center gap-1 rounded-control px-4 text-[15px] font-semibold text-brand-950 transition-colors hover:bg-brand-50 data-[state=open]:bg-brand-50",
  chevron:
    "size-4 text-brand-600 transition-transform duration-200 group-data-[state=open]:rotate-180",
  panel: (group: NavGroup) =>
    cn(
      "absolute top-full z-50 mt-3 w-[min(640px,calc(100vw-2rem))] rounded-card border border-border bg-white p-3 shadow-xl",
      group.panelAlign === "end" ? "right-0" : "left-0",
    ),
  list: (group: NavGroup) => (group.links.length > 4 ? "grid grid-cols-2 gap-1" : "grid gap-1"),
  link: "block rounded-control p-3 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 aria-[current=page]:bg-brand-50",
};

/** Title + description of one menu link. */
export function MenuLinkText({ title, description }: { title: string; description: string }) {
  return (
    <>
      <span className="block font-semibold text-brand-950">{title}</span>
      <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">{description}</span>
    </>
  );
}
