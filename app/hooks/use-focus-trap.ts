import { type RefObject, useEffect } from "react";

const EDITABLE = '[contenteditable]:not([contenteditable="false"])';

// tabbable's candidates (github.com/focus-trap/tabbable), kept here rather than adding the
// library to the first load: form controls, links, buttons, media with controls, editable
// regions, a details element's summary, and anything with a tabindex.
const CANDIDATES = [
  "a[href]",
  "area[href]",
  "button",
  "input",
  "select",
  "textarea",
  "audio[controls]",
  "video[controls]",
  "iframe",
  EDITABLE,
  "details > summary:first-of-type",
  "[tabindex]",
].join(",");

/** As tabbable: editable regions, media and details are tabbable unless a tabindex says not. */
function tabIndexOf(el: HTMLElement): number {
  if (
    el.tabIndex < 0 &&
    !el.hasAttribute("tabindex") &&
    el.matches(`${EDITABLE},audio,video,details`)
  )
    return 0;
  return el.tabIndex;
}

function isDisabled(el: Element): boolean {
  return (el as HTMLButtonElement).disabled === true || el.closest("fieldset[disabled]") !== null;
}

/**
 * The elements Tab visits inside `root`, in document order, by tabbable's rules: not disabled,
 * not `tabindex="-1"`, not a hidden input, not inert, not inside a closed details element
 * (its summary excepted), and rendered (checkVisibility where the browser has it).
 */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter((el) => {
    if (tabIndexOf(el) < 0 || isDisabled(el)) return false;
    if (el instanceof HTMLInputElement && el.type === "hidden") return false;
    if (el.closest("[inert]")) return false;
    const closed = el.closest("details:not([open])");
    if (closed && !(el.matches("summary") && el.parentElement === closed)) return false;
    return el.checkVisibility?.({ visibilityProperty: true }) ?? true;
  });
}

/** While `active`, Tab and Shift+Tab cycle inside `ref` and Escape calls `onEscape`. */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onEscape();
        return;
      }
      if (e.key !== "Tab") return;
      const items = tabbableIn(root);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [ref, active, onEscape]);
}
