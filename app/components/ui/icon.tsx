import type * as React from "react";
import { symbolIdPrefix } from "virtual:icon-sprite";

import type { IconName } from "~/content/icons";
import { cn } from "~/lib/cn";

type IconProps = Omit<React.ComponentProps<"svg">, "children"> & {
  name: IconName;
  strokeWidth?: number;
};

/**
 * An icon from the build-time SVG sprite (no icon code ships to the browser), by reference to a
 * symbol in the page itself: each prerendered page carries the symbols it uses, and the rest
 * arrive after hydration for pages shown later (lib/icon-sprite.ts). Decorative
 * by default: pass `aria-hidden={false}` and `aria-label` to make one meaningful.
 */
export function Icon({ name, className, strokeWidth = 2, ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("shrink-0", className)}
      {...props}
    >
      <use href={`#${symbolIdPrefix}${name}`} />
    </svg>
  );
}
