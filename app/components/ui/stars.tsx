import paths from "virtual:icon-paths";

import { cn } from "~/lib/cn";

/**
 * Moves a path drawn in absolute `M`/`L` commands and relative ones (the star icon's shape) `dx`
 * units to the right. Any other absolute command would need its own rule, so it throws.
 */
export function shiftPath(d: string, dx: number): string {
  const unsupported = /[ACHQSTV]/.exec(d);
  if (unsupported) throw new Error(`shiftPath: absolute ${unsupported[0]} is not supported`);
  return d.replace(
    /([ML])\s*(-?[\d.]+)/g,
    (_, command: string, x: string) => `${command}${Math.round((Number(x) + dx) * 1000) / 1000}`,
  );
}

/**
 * A star rating as one image: one `<svg>` holding a single `<path>` with every star (the icon
 * set's star, repeated along the row), named by `label` for screen readers. A `<use>` per star
 * would give each star its own copied shadow tree for the browser to style and lay out, and the
 * home page carries eight ratings.
 */
export function Stars({
  count,
  label,
  size,
  gap,
  className,
}: {
  count: number;
  label: string;
  /** Height of a star, in px. */
  size: number;
  /** Space between stars, in px. */
  gap: number;
  className?: string;
}) {
  const step = 24 + (gap * 24) / size; // in the icons' 24-unit grid
  const width = 24 + step * (count - 1);
  const d = Array.from({ length: count }, (_, i) => shiftPath(paths.star, i * step)).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 24`}
      width={(width * size) / 24}
      height={size}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("block shrink-0", className)}
    >
      <path d={d} />
    </svg>
  );
}
