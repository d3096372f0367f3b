import { site } from "~/config/site";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";

/** Wordmark with a small tide-line glyph; links home. */
export function Logo({
  inverted,
  className,
  onClick,
}: {
  inverted?: boolean;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <SmartLink
      to="/"
      onClick={onClick}
      aria-label={`${site.name}, home`}
      className={cn("inline-flex items-center gap-2.5 rounded-md", className)}
    >
      <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <rect
          width="32"
          height="32"
          rx="8"
          className={inverted ? "fill-white" : "fill-brand-800"}
        />
        <path
          d="M6 19c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          className={inverted ? "stroke-brand-800" : "stroke-accent-400"}
        />
        <path
          d="M6 12.5c3.3 0 3.3-3 6.7-3s3.3 3 6.6 3 3.4-3 6.7-3"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          className={inverted ? "stroke-brand-400" : "stroke-white"}
        />
      </svg>
      <span
        className={cn(
          "text-base font-bold tracking-tight whitespace-nowrap sm:text-lg",
          inverted ? "text-white" : "text-brand-950",
        )}
      >
        {site.shortName}
        <span className={cn("font-medium", inverted ? "text-brand-200" : "text-brand-600")}>
          {" "}
          Partners
        </span>
      </span>
    </SmartLink>
  );
}
