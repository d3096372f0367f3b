/**
 * Before React has hydrated a form, it is plain HTML: pressing Subscribe or Send would submit it
 * natively, reloading the page. This script, inlined in each page's head, holds any submit of a
 * form that is not yet `data-hydrated` and marks the form instead; once the form's own component has
 * hydrated (which, with sections hydrating one by one and some loading their code late, can be
 * well after the rest of the page), it sends what was typed (newsletter-form.tsx,
 * lazy-audit-request-form.tsx). The CSP allows it by hash (scripts/security-headers.ts).
 */
const EARLY_SUBMIT_ATTR = "data-early-submit";
/** Set on a form once its own component is live (`markHydrated`). */
export const READY_ATTR = "data-hydrated";

export const earlySubmitGuard = `document.addEventListener("submit",function(e){if(!e.target.hasAttribute("${READY_ATTR}")){e.preventDefault();e.target.setAttribute("${EARLY_SUBMIT_ATTR}","")}},true)`;

/** Marks the form ready: its submits now reach React, not the guard. */
export function markHydrated(form: Element | null | undefined) {
  form?.setAttribute(READY_ATTR, "");
}

/**
 * Call from the form component's first effect: marks the form ready (its submits now reach
 * React) and returns true once if it was submitted before that (the mark is removed).
 */
export function takeEarlySubmit(form: Element | null | undefined): boolean {
  markHydrated(form);
  if (!form?.hasAttribute(EARLY_SUBMIT_ATTR)) return false;
  form.removeAttribute(EARLY_SUBMIT_ATTR);
  return true;
}
