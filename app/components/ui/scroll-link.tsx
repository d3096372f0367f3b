import type * as React from "react";

type ScrollLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** Element scrolled into view (its top lands below the fixed header via scroll-padding). */
  targetId: string;
  /** Element that receives focus afterwards; defaults to the target. Needs tabIndex={-1}. */
  focusId?: string;
};

/**
 * An in-page jump: scrolls smoothly to `targetId` (instantly when reduced motion is requested)
 * and moves keyboard focus there. Without JavaScript it is a plain `#target` link.
 */
export function ScrollLink({ targetId, focusId, onClick, children, ...props }: ScrollLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(e) => {
        onClick?.(e);
        const target = document.getElementById(targetId);
        if (!target || e.defaultPrevented) return;
        e.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
        (document.getElementById(focusId ?? targetId) ?? target).focus({ preventScroll: true });
      }}
      {...props}
    >
      {children}
    </a>
  );
}
