import spriteUrl from "virtual:icon-sprite";

import { cn } from "~/lib/cn";

/**
 * A star rating as one image: one `<svg>` with a `<use>` per star from the icon sprite, named
 * by `label` for screen readers. One element per star instead of a box of separate icons (each
 * an `<svg>` and a `<use>`): the home page's review strip alone drops 70 elements that every
 * page load styles and lays out (decision 0021).
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
      {Array.from({ length: count }, (_, i) => (
        <use key={i} href={`${spriteUrl}#star`} x={i * step} width={24} height={24} />
      ))}
    </svg>
  );
}
