import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";

import { MenuLinkText, megaMenuStyles as s } from "~/components/layout/mega-menu-panel";
import { Icon } from "~/components/ui/icon";
import { navGroups } from "~/config/navigation";
import { timing } from "~/config/timing";

/**
 * Radix navigation menu: opens after 200 ms hover, instantly within 300 ms of a close, and
 * closes 150 ms after the pointer leaves (Radix's built-in close delay equals the spec's).
 */
export function RadixMegaMenu() {
  const rootRef = useRef<HTMLElement>(null);
  // Rendered while the prerendered CSS-hover menu is still on screen: a panel the pointer or the
  // keyboard has open there stays open here, instead of closing under the visitor.
  const [value, setValue] = useState(openStaticGroup);
  // While a panel is open Radix puts a "focus proxy" after its trigger: an aria-hidden span with
  // tabindex 0 (axe: aria-hidden-focus, serious). It exists to route Tab into a panel rendered in
  // a separate viewport; our panels follow their trigger in the DOM, so the natural tab order
  // already goes trigger → first link and back. Taking the proxy out of the tab order removes a
  // focus stop screen readers cannot see.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const fix = () =>
      root
        .querySelectorAll('span[aria-hidden="true"][tabindex="0"]')
        .forEach((el) => el.setAttribute("tabindex", "-1"));
    const mo = new MutationObserver(fix);
    mo.observe(root, { childList: true, subtree: true });
    return () => mo.disconnect();
  }, []);
  return (
    <NavigationMenu.Root
      ref={rootRef}
      aria-label="Main"
      value={value}
      onValueChange={setValue}
      delayDuration={timing.menu.openDelayMs}
      skipDelayDuration={timing.menu.skipDelayMs}
      className="relative"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.title} value={group.title} className="relative">
            <NavigationMenu.Trigger className={s.trigger}>
              {group.title}
              <Icon name="chevron-down" className={s.chevron} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              className={`${s.panel(group)} data-[motion]:animate-[menu-in_200ms_ease-out]`}
            >
              <ul role="list" className={s.list(group)}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavigationMenu.Link asChild>
                      <NavLink to={link.href} prefetch="intent" viewTransition className={s.link}>
                        <MenuLinkText title={link.title} description={link.description} />
                      </NavLink>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/** The group whose panel the static menu shows now (hovered or holding focus), or none. */
function openStaticGroup(): string {
  if (typeof document === "undefined") return "";
  const item = document.querySelector<HTMLElement>(
    "[data-static-menu] li[data-group]:hover, [data-static-menu] li[data-group]:focus-within",
  );
  return item?.dataset.group ?? "";
}
