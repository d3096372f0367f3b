import { READY_ATTR } from "~/lib/early-submit";

/**
 * The events React answers by hydrating at once (react-dom's `discreteReplayableEvents`): a press
 * or a key that reaches React while part of the page is still server HTML makes it hydrate that
 * part synchronously, inside the event, before the event is handled.
 */
export const heldEvents = (
  "mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown " +
  "pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input " +
  "textInput copy cut paste click change contextmenu reset"
).split(" ");

/** The pointer and mouse events among them: a press, not a key or a field's input. */
export const pressEvents = new Set(
  heldEvents.filter((type) =>
    /^(mouse|touch|pointer|click|auxclick|dblclick|drag|drop|contextmenu)/.test(type),
  ),
);

let holding = false;
let shellLive = false;

/**
 * From `hydrateRoot` until React first commits the page's shell (the document, the router and the
 * layout around the sections, each section being a Suspense boundary of its own), a press that
 * reached React would make it redo the shell's whole render, commit and effects in that one
 * event: 55–80 ms at 4× CPU on the home page, 80–135 ms with the section pressed (decision 0036).
 * Until then the page is still the prerendered HTML that works without React (menus by CSS,
 * forms held by the early-submit guard), so these events are kept from React's listeners on the
 * document: the browser's own actions (focus, links, details, form submits) happen as before
 * hydration. Once the shell is committed, a press hydrates only the section it lands in. The
 * window lasts about 100 ms at 4× CPU; a press in it on a control only React runs (the carousel's
 * arrows) does nothing, as one a moment before hydration does. (Load More is a form: the
 * early-submit guard holds its submit as any other.)
 *
 * After that, presses and keys inside a form island that is not live yet (the audit form until
 * it marks itself `data-hydrated` in its commit, lib/early-submit.ts) are still kept from React:
 * once the form's code has arrived React would hydrate it inside the event, about 60 ms at 4×
 * CPU. The browser already does what a visitor needs of the prerendered form (focus, typing; a
 * submit is held by the guard and sent once the form is live), as before hydration (decision
 * 0037). The form's fields are uncontrolled: what was typed is read from the page when it hydrates.
 *
 * Presses, not keys, inside any other form that is not live yet (Load More, in a section still
 * hydrating) are kept from React too: React would hydrate that section inside the press, 17–86 ms
 * at 4× CPU, for a submit the guard holds and the form sends once it is live (decision 0075).
 * Keys still reach React: the footer's address field is controlled, and a key React never saw
 * would leave its state behind what the field shows.
 *
 * Window, capture phase: it runs before the document's listeners. Nothing else listens this
 * early (analytics and the menus' own listeners start after hydration). Call before
 * `hydrateRoot`; `shellHydrated` ends the first part.
 */
export function holdInputUntilShellHydrated(): void {
  shellLive = false;
  if (holding) return;
  holding = true;
  const stop = (event: Event) => {
    const target = event.target as Element;
    if (
      !shellLive ||
      target.closest?.(`[data-island] form:not([${READY_ATTR}])`) ||
      (pressEvents.has(event.type) && target.closest?.(`form:not([${READY_ATTR}])`))
    )
      event.stopPropagation();
  };
  // Passive: it never cancels anything, and a touch listener on the window that could would
  // make the browser wait for the main thread before it scrolls, for the page's life.
  heldEvents.forEach((type) => addEventListener(type, stop, { capture: true, passive: true }));
}

/**
 * The shell is committed (the root layout's layout effect): events reach React again, except
 * inside a form island that is not live yet.
 */
export function shellHydrated(): void {
  shellLive = true;
}
