import type * as React from "react";
import { useNavigate } from "react-router";

import { cn } from "~/lib/cn";

/** Reading styles for build-produced article HTML (no typography plugin: a few rules suffice). */
export const proseClasses = cn(
  "text-lg leading-8 text-foreground",
  "[&_p]:mt-6 [&>*:first-child]:mt-0",
  "[&_h2]:mt-14 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-brand-950 sm:[&_h2]:text-3xl",
  "[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-950",
  "[&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:space-y-3 [&_ol]:pl-6 [&_ul]:mt-6 [&_ul]:list-disc [&_ul]:space-y-3 [&_ul]:pl-6",
  "[&_li]:pl-1 [&_li]:marker:text-brand-600 [&_ol>li]:marker:font-semibold",
  "[&_strong]:font-semibold [&_strong]:text-brand-950",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:decoration-2 [&_a]:underline-offset-4 [&_a:hover]:decoration-brand-700",
  "[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-5 [&_blockquote]:text-brand-900 [&_blockquote]:italic",
  "[&_table]:mt-8 [&_table]:w-full [&_table]:text-sm [&_table]:leading-6 sm:[&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-brand-200 [&_th]:px-2 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-brand-950 sm:[&_th]:px-3",
  "[&_td]:border-b [&_td]:border-border [&_td]:px-2 [&_td]:py-2 [&_td]:align-top sm:[&_td]:px-3",
  "[&_hr]:my-12 [&_hr]:border-border",
);

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
