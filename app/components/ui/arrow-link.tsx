import type * as React from "react";

import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";

/**
 * The text link with a trailing arrow that closes a card or a list ("Learn more →"). `hidden`
 * completes the visible words for screen readers ("about AI Agents"), so a row of such links
 * has distinct names.
 */
export function ArrowLink({
  to,
  children,
  hidden,
  className,
}: {
  to: string;
  children: React.ReactNode;
  hidden?: string;
  className?: string;
}) {
  return (
    <SmartLink
      to={to}
      className={cn(
        "inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline",
        className,
      )}
    >
      {children}
      {hidden && <span className="sr-only"> {hidden}</span>}
      <Icon name="arrow-right" className="size-4" />
    </SmartLink>
  );
}
