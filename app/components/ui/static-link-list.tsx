import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { adoptAttribute, useAdoptedHtml } from "~/lib/adopted-html";
import { inAppLinkClicks, intentHandlers } from "~/lib/in-app-link";

type ListLink = { href: string; title: string };

/** Whether a link to `to` marks the page at `pathname` as its own, as React Router's NavLink decides. */
export function isCurrentPath(to: string, pathname: string): boolean {
  const [path, here] = [to.toLowerCase(), pathname.toLowerCase()];
  const end = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  return here === path || (here.startsWith(path) && here.charAt(end) === "/");
}

/**
 * A list of internal links that never changes after the prerender: the menus' panels. The
 * browser keeps the prerendered list as it is (`lib/adopted-html`) instead of hydrating a
 * component per link, and one set of handlers on the list does what each link component did:
 * a plain click navigates in the app with a view transition (modified clicks keep the browser's
 * behaviour), the current page's link says `aria-current="page"` after every navigation, and a
 * pointer resting on a link (or focus) fetches its page's code, as `prefetch="intent"` does.
 * Where there is no prerendered list (a page the browser rendered, unit tests), it renders the
 * same markup itself.
 */
export function StaticLinkList<L extends ListLink>({
  id,
  links,
  className,
  linkClassName,
  renderLink = (link) => link.title,
  onFollow,
}: {
  /** Unique in the document: how the browser finds the prerendered list. */
  id: string;
  links: readonly L[];
  className?: string;
  linkClassName?: string;
  renderLink?: (link: L) => ReactNode;
  /** A link was clicked, before the navigation (close a menu, move focus). */
  onFollow?: (link: HTMLAnchorElement) => void;
}) {
  const adopted = useAdoptedHtml(id);
  const ref = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // The current page's link, kept right on the adopted list (React renders it on the other).
  useEffect(() => {
    for (const a of ref.current?.querySelectorAll("a") ?? []) {
      if (isCurrentPath(a.pathname, pathname)) a.setAttribute("aria-current", "page");
      else a.removeAttribute("aria-current");
    }
  }, [pathname]);

  const onClick = inAppLinkClicks(onFollow);

  // The handlers serve the links inside: a click or a pointer on one of them.
  const list = {
    ref,
    role: "list",
    [adoptAttribute]: id,
    className,
    onClick,
    ...intentHandlers,
  };

  return adopted !== undefined ? (
    <ul {...list} dangerouslySetInnerHTML={{ __html: adopted }} />
  ) : (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={linkClassName}
            aria-current={isCurrentPath(link.href, pathname) ? "page" : undefined}
          >
            {renderLink(link)}
          </a>
        </li>
      ))}
    </ul>
  );
}
