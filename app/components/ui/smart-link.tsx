import type * as React from "react";
import { Link } from "react-router";

import { type Notice, notImplemented } from "~/content/not-implemented";
import { toast } from "~/lib/toast-store";

function isExternal(to: string) {
  return /^(https?:)?\/\//.test(to) || to.startsWith("mailto:") || to.startsWith("tel:");
}

type SmartLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  to: string;
  /** Notice shown for a `#` placeholder; defaults to the not-implemented toast. */
  notice?: Notice;
};

/**
 * The one link component. Internal paths navigate in the app (prefetched on intent, with a view
 * transition); external URLs open in a new tab without a referrer; `#` never navigates and
 * shows a toast instead.
 */
export function SmartLink({ to, notice, children, onClick, ...props }: SmartLinkProps) {
  if (to === "#") {
    return (
      // The spec's placeholder links target "#": they stay links, and show a notice instead.
      // eslint-disable-next-line jsx-a11y/anchor-is-valid
      <a
        href="#"
        {...props}
        onClick={(e) => {
          e.preventDefault();
          onClick?.(e);
          toast(notice ?? notImplemented);
        }}
      >
        {children}
      </a>
    );
  }
  if (isExternal(to)) {
    const newTab = !to.startsWith("mailto:") && !to.startsWith("tel:");
    return (
      <a
        href={to}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        onClick={onClick}
        {...props}
      >
        {children}
        {newTab && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <Link to={to} prefetch="intent" viewTransition onClick={onClick} {...props}>
      {children}
    </Link>
  );
}
