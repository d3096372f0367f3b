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

let release: (() => void) | undefined;

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
 * Window, capture phase: it runs before the document's listeners. Nothing else listens this
 * early (analytics and the menus' own listeners start after hydration). Call before
 * `hydrateRoot`; `shellHydrated` ends it.
 */
export function holdInputUntilShellHydrated(): void {
  if (release) return;
  const stop = (event: Event) => event.stopPropagation();
  const each = (method: typeof addEventListener) =>
    heldEvents.forEach((type) => method(type, stop, true));
  each(addEventListener);
  release = () => {
    each(removeEventListener);
    release = undefined;
  };
}

/** The shell is committed (the root layout's layout effect): events reach React again. */
export function shellHydrated(): void {
  release?.();
}
