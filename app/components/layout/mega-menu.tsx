import { type ComponentType, Suspense, lazy, useEffect, useState } from "react";
import { NavLink } from "react-router";

import { MenuLinkText, megaMenuStyles as s } from "~/components/layout/mega-menu-panel";
import { Icon } from "~/components/ui/icon";
import { navGroups } from "~/config/navigation";

const RadixMegaMenu: ComponentType = lazy(() =>
  import("~/components/layout/mega-menu-radix").then((m) => ({ default: m.RadixMegaMenu })),
);

/**
 * The prerendered desktop menu: plain links in CSS hover/focus panels, so every destination
 * works without JavaScript. Visible only on large screens (the mobile menu serves phones).
 */
function StaticMegaMenu() {
  return (
    <nav aria-label="Main" data-static-menu className="relative">
      <ul role="list" className="flex items-center gap-1">
        {navGroups.map((group) => (
          <li key={group.title} data-group={group.title} className="group/item relative">
            <button type="button" className={s.trigger}>
              {group.title}
              <Icon name="chevron-down" className={s.chevron} />
            </button>
            <div
              className={`${s.panel(group)} invisible opacity-0 group-focus-within/item:visible group-focus-within/item:opacity-100 group-hover/item:visible group-hover/item:opacity-100`}
            >
              <ul role="list" className={s.list(group)}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} className={s.link}>
                      <MenuLinkText title={link.title} description={link.description} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Desktop menu. Large screens upgrade to the Radix navigation menu (hover delays, arrow keys,
 * aria-expanded) once hydrated; phones never download it.
 */
export function MegaMenu() {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    if (!window.matchMedia) return;
    const mq = window.matchMedia("(min-width: 64rem)");
    const update = () => setDesktop((d) => d || mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  return (
    <div className="hidden lg:block">
      {desktop ? (
        <Suspense fallback={<StaticMegaMenu />}>
          <RadixMegaMenu />
        </Suspense>
      ) : (
        <StaticMegaMenu />
      )}
    </div>
  );
}
