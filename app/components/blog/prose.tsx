import type * as React from "react";
import { useNavigate } from "react-router";

import { cn } from "~/lib/cn";

/** The reading styles for build-produced article HTML: `.article-prose` in app/styles/app.css. */
export const proseClasses = "article-prose";

/**
 * Renders sanitized HTML produced at build time by scripts/vite-markdown.ts (never user input).
 * Internal links inside it navigate client-side like every SmartLink.
 */
export function Prose({
  html,
  slug,
  className,
}: {
  html: string;
  /** Marks the element so the browser can hydrate from the prerendered body (lib/blog-body). */
  slug: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest("a");
    const href = a?.getAttribute("href");
    if (!href?.startsWith("/") || a?.target || e.defaultPrevented) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(href, { viewTransition: true });
  };
  return (
    // Clicks bubble from real links, which are keyboard-operable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-slot="prose"
      data-post-body={slug}
      className={cn(proseClasses, className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
