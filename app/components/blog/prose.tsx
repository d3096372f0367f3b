import { cn } from "~/lib/cn";
import { useInAppLinkClicks } from "~/lib/in-app-link";

/** The reading styles for build-produced article HTML: `.article-prose` in app/styles/app.css. */
export const proseClasses = "article-prose";

/**
 * Renders sanitized HTML produced at build time by scripts/vite-markdown.ts (never user input).
 * Internal links inside it navigate client-side like every SmartLink.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const onClick = useInAppLinkClicks();
  return (
    // Clicks bubble from real links, which are keyboard-operable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-slot="prose"
      className={cn(proseClasses, className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
