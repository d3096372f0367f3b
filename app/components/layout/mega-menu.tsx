import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { NavLink } from "react-router";

import { navGroups } from "~/config/navigation";
import { timing } from "~/config/timing";

/**
 * Desktop menu: four groups whose panels list title + description per link.
 * Radix closes 150 ms after the pointer leaves by default, which is the spec's close delay.
 */
export function MegaMenu() {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      delayDuration={timing.menu.openDelayMs}
      skipDelayDuration={timing.menu.skipDelayMs}
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.title} className="relative">
            <NavigationMenu.Trigger className="group inline-flex h-11 items-center gap-1 rounded-control px-4 text-[15px] font-semibold text-brand-950 transition-colors hover:bg-brand-50 data-[state=open]:bg-brand-50">
              {group.title}
              <ChevronDown
                aria-hidden="true"
                className="size-4 text-brand-600 transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              className={
                "absolute top-full z-50 mt-3 w-[min(640px,calc(100vw-2rem))] rounded-card border border-border bg-white p-3 shadow-xl data-[motion]:animate-[menu-in_200ms_ease-out] " +
                (group.title === "About" || group.title === "Resources" ? "right-0" : "left-0")
              }
            >
              <ul
                role="list"
                className={group.links.length > 4 ? "grid grid-cols-2 gap-1" : "grid gap-1"}
              >
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavigationMenu.Link asChild>
                      <NavLink
                        to={link.href}
                        prefetch="intent"
                        viewTransition
                        className="block rounded-control p-3 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 aria-[current=page]:bg-brand-50"
                      >
                        <span className="block font-semibold text-brand-950">{link.title}</span>
                        <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">
                          {link.description}
                        </span>
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
