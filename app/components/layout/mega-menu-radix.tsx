import * as NavigationMenu from "@radix-ui/react-navigation-menu";
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
  return (
    <NavigationMenu.Root
      aria-label="Main"
      delayDuration={timing.menu.openDelayMs}
      skipDelayDuration={timing.menu.skipDelayMs}
      className="relative"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.title} className="relative">
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
