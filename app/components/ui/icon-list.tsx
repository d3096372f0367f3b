import type { IconName } from "~/content/icons";
import { cn } from "~/lib/cn";

import { Icon } from "./icon";

type IconListProps = {
  items: readonly string[];
  /** The marker before each item: a check for benefits, a clock for chores, an x for problems. */
  icon?: IconName;
  /** Marker colour (and size) classes; brand teal by default. */
  iconClassName?: string;
  /** Classes of each item's text. */
  textClassName?: string;
  /** `sm`: 16 px markers, for dense lists in cards. */
  size?: "sm" | "md";
  /** Space between items (classes), replacing the default for the size. */
  gap?: string;
  className?: string;
  "aria-label"?: string;
};

/** A list whose items each start with a small icon: the site's one way to write bullet points. */
export function IconList({
  items,
  icon = "check",
  iconClassName = "text-brand-600",
  textClassName,
  size = "md",
  gap = size === "sm" ? "gap-2" : "gap-3",
  className,
  "aria-label": ariaLabel,
}: IconListProps) {
  return (
    <ul role="list" aria-label={ariaLabel} className={cn("grid", gap, className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex", size === "sm" ? "gap-2" : "gap-3")}>
          <Icon
            name={icon}
            className={cn("mt-0.5", size === "sm" ? "size-4" : "size-5", iconClassName)}
          />
          <span className={textClassName}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
