import type { ReactNode } from "react";
import { NavLink } from "react-router";

type ListLink = { href: string; title: string };

/**
 * A list of internal links: the menus' panels. Each link navigates in the app with a view
 * transition, fetches its page's code when a pointer rests on it or focus reaches it, and says
 * `aria-current="page"` on the current page's link.
 */
export function StaticLinkList<L extends ListLink>({
  links,
  className,
  linkClassName,
  renderLink = (link) => link.title,
  onFollow,
}: {
  links: readonly L[];
  className?: string;
  linkClassName?: string;
  renderLink?: (link: L) => ReactNode;
  /** A link was clicked, before the navigation (close a menu, move focus). */
  onFollow?: (link: HTMLAnchorElement) => void;
}) {
  return (
    <ul role="list" className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink
            to={link.href}
            prefetch="intent"
            viewTransition
            className={linkClassName}
            onClick={(e) => onFollow?.(e.currentTarget)}
          >
            {renderLink(link)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
