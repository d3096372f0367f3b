import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  memo,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";

import { MenuLinkText, megaMenuStyles as s } from "~/components/layout/mega-menu-panel";
import { Icon } from "~/components/ui/icon";
import { StaticLinkList } from "~/components/ui/static-link-list";
import { type NavGroup, navGroups } from "~/config/navigation";
import { timing } from "~/config/timing";
import { cn } from "~/lib/cn";

/** What a menu item asks of the menu. One object for the menu's life, so items can be memoised. */
type MenuActions = {
  /** The pointer entered an item: open it after the hover delay, or at once within the skip delay. */
  enter: (value: string) => void;
  /** The pointer left an item: close it after the close delay unless it comes back. */
  leave: (value: string) => void;
  /** A press of the trigger (click, Enter, Space). */
  toggle: (value: string) => void;
  /** Open now (arrow key into a panel); synchronous, so the caller can move focus into it. */
  show: (value: string) => void;
  /** Close this item if it is the open one. */
  close: (value: string) => void;
};

/**
 * The desktop menu (large screens; phones use the mobile menu). Prerendered as plain links in
 * panels that CSS opens on hover and focus, so every destination works before and without
 * JavaScript. Once hydrated the same markup becomes a disclosure menu: the open panel is one
 * piece of state and each trigger says `aria-expanded`. It opens after 200 ms of hover, at once
 * within 300 ms of another panel, and closes 150 ms after the pointer leaves (`timing.menu`); a
 * press toggles it (the first press on a trigger whose panel the hover opened keeps it open);
 * Escape closes it and returns focus to its trigger; arrow keys move between triggers and through
 * a panel's links; focus or a press outside closes it, and so does following a link. Opening
 * re-renders the two items whose state changes, not the links, so a press stays quick
 * (decision 0022).
 */
export function MegaMenu() {
  const navRef = useRef<HTMLElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState("");
  const openRef = useRef("");
  const closedAt = useRef(-Infinity);
  const timer = useRef<number | undefined>(undefined);
  // The item the pointer's hover opened, while its panel stays open and no press has come.
  const hoverOpened = useRef("");

  useEffect(() => {
    if (openRef.current && !open) closedAt.current = performance.now();
    openRef.current = open;
    if (open !== hoverOpened.current) hoverOpened.current = "";
  }, [open]);

  const [actions] = useState<MenuActions>(() => {
    const clear = () => window.clearTimeout(timer.current);
    return {
      enter(value) {
        clear();
        if (openRef.current === value) return;
        const skip =
          openRef.current !== "" || performance.now() - closedAt.current < timing.menu.skipDelayMs;
        const openByHover = () => {
          hoverOpened.current = value;
          setOpen(value);
        };
        if (skip) openByHover();
        else timer.current = window.setTimeout(openByHover, timing.menu.openDelayMs);
      },
      leave(value) {
        clear();
        timer.current = window.setTimeout(
          () => setOpen((current) => (current === value ? "" : current)),
          timing.menu.closeDelayMs,
        );
      },
      toggle(value) {
        clear();
        // A press on the trigger whose panel the hover has just opened was aimed at opening it
        // (the pointer rested past the hover delay on its way to the press): it stays open,
        // and the next press closes it.
        const keep = hoverOpened.current === value;
        hoverOpened.current = "";
        setOpen((current) => (current === value && !keep ? "" : value));
      },
      show(value) {
        clear();
        flushSync(() => setOpen(value));
      },
      close(value) {
        clear();
        setOpen((current) => (current === value ? "" : current));
      },
    };
  });

  // After hydration: take over from the CSS, keeping open a panel the pointer or the keyboard
  // already has open there. One that the hover or the keyboard's focus showed was opened without
  // a press, as a scripted hover-open is: the first press on its trigger keeps it open.
  useEffect(() => {
    const { group, pressed } = openStaticGroup(navRef.current);
    if (group && !pressed) hoverOpened.current = group;
    setOpen(group);
    setEnhanced(true);
    return () => window.clearTimeout(timer.current);
  }, []);

  // A press anywhere outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen("");
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  // Following a link closes the menu.
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen("");
  }

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      data-static-menu={enhanced ? undefined : ""}
      className="relative hidden lg:block"
    >
      <ul role="list" className="flex items-center gap-1">
        {navGroups.map((group) => (
          <MenuItem
            key={group.title}
            group={group}
            enhanced={enhanced}
            isOpen={enhanced && open === group.title}
            actions={actions}
          />
        ))}
      </ul>
    </nav>
  );
}

const MenuItem = memo(function MenuItem({
  group,
  enhanced,
  isOpen,
  actions,
}: {
  group: NavGroup;
  enhanced: boolean;
  isOpen: boolean;
  actions: MenuActions;
}) {
  const panelId = useId();
  const value = group.title;
  const state = enhanced ? (isOpen ? "open" : "closed") : undefined;
  const mouse = (event: PointerEvent) => event.pointerType === "mouse";

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!enhanced) return;
    const target = event.target as HTMLElement;
    const item = event.currentTarget;
    const onTrigger = target.matches("[data-menu-trigger]");
    const links = [...item.querySelectorAll<HTMLElement>("[data-menu-panel] a")];
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      actions.close(value);
      item.querySelector<HTMLElement>("[data-menu-trigger]")?.focus();
      return;
    }
    if (onTrigger && ["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) {
      const triggers = [
        ...item.parentElement!.querySelectorAll<HTMLElement>(":scope > li > [data-menu-trigger]"),
      ];
      const at = triggers.indexOf(target);
      const next = {
        ArrowLeft: Math.max(0, at - 1),
        ArrowRight: Math.min(triggers.length - 1, at + 1),
        Home: 0,
        End: triggers.length - 1,
      }[event.key]!;
      event.preventDefault();
      triggers[next]?.focus();
      return;
    }
    if (onTrigger && event.key === "ArrowDown") {
      event.preventDefault();
      if (!isOpen) actions.show(value);
      links[0]?.focus();
      return;
    }
    const at = links.indexOf(target);
    if (at < 0) return;
    const next = {
      ArrowDown: Math.min(links.length - 1, at + 1),
      ArrowUp: at - 1,
      Home: 0,
      End: links.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) item.querySelector<HTMLElement>("[data-menu-trigger]")?.focus();
    else links[next]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (enhanced && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      actions.close(value);
    }
  };

  return (
    // The item only listens to what its trigger and links do: pointer in and out of the pair,
    // and keys pressed on them (a roving focus between focusable children).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      data-group={value}
      className="group/item relative"
      onPointerEnter={enhanced ? (e) => mouse(e) && actions.enter(value) : undefined}
      onPointerLeave={enhanced ? (e) => mouse(e) && actions.leave(value) : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        type="button"
        data-menu-trigger=""
        data-state={state}
        aria-expanded={enhanced ? isOpen : undefined}
        aria-controls={enhanced ? panelId : undefined}
        className={s.trigger}
        onClick={enhanced ? () => actions.toggle(value) : undefined}
      >
        {value}
        <Icon name="chevron-down" className={s.chevron} />
      </button>
      <div
        id={panelId}
        data-menu-panel=""
        data-state={state}
        className={cn(
          s.panel(group),
          enhanced
            ? "data-[state=closed]:invisible data-[state=closed]:opacity-0 data-[state=open]:animate-[menu-in_200ms_ease-out]"
            : "invisible opacity-0 group-focus-within/item:visible group-focus-within/item:opacity-100 group-hover/item:visible group-hover/item:opacity-100",
        )}
      >
        <PanelLinks group={group} actions={actions} />
      </div>
    </li>
  );
});

/**
 * A panel's links: prerendered once and kept as they are (never re-rendered when the menu opens
 * or closes, not hydrated link by link). Following one closes the menu, the current page's link
 * too (no navigation to do it).
 */
const PanelLinks = memo(function PanelLinks({
  group,
  actions,
}: {
  group: NavGroup;
  actions: MenuActions;
}) {
  return (
    <StaticLinkList
      links={group.links}
      className={s.list(group)}
      linkClassName={s.link}
      renderLink={renderMenuLink}
      onFollow={() => actions.close(group.title)}
    />
  );
});

function renderMenuLink(link: NavGroup["links"][number]) {
  return <MenuLinkText title={link.title} description={link.description} />;
}

/**
 * The group whose panel the prerendered menu shows now (hovered or holding focus), or none; and
 * whether a press may have opened it: its trigger holds focus that a pointer gave it (a press),
 * not the keyboard (`:focus-visible`).
 */
function openStaticGroup(nav: HTMLElement | null): { group: string; pressed: boolean } {
  const item = nav?.querySelector<HTMLElement>("li[data-group]:hover, li[data-group]:focus-within");
  const trigger = item?.querySelector("[data-menu-trigger]");
  return {
    group: item?.dataset.group ?? "",
    pressed: !!trigger?.matches(":focus:not(:focus-visible)"),
  };
}
