import type * as React from "react";

import { type Notice, notImplemented } from "~/content/not-implemented";
import { followInApp, intentHandlers } from "~/lib/in-app-link";
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
 * transition), as a plain `<a>` with handlers rather than React Router's `Link`, whose hooks
 * made hydration pay per link (lib/in-app-link.ts); external URLs open in a new tab without a
 * referrer; `#` never navigates and shows a toast instead.
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
    <a
      href={to}
      {...intentHandlers}
      {...props}
      onClick={(e) => {
        onClick?.(e);
        followInApp(e, e.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
