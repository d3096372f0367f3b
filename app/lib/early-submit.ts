/**
 * Before React has hydrated, a form is plain HTML: pressing Subscribe or Send would submit it
 * natively, as a GET to the page, reloading it with the typed e-mail address in the URL (and in
 * the host's logs). This script, inlined in each page's head, holds any such submit and marks the
 * form instead; once hydrated, the form sends what was typed (newsletter-form.tsx,
 * lazy-audit-request-form.tsx). The CSP allows it by hash (scripts/security-headers.ts).
 */
const EARLY_SUBMIT_ATTR = "data-early-submit";

export const earlySubmitGuard = `document.addEventListener("submit",function(e){if(!document.documentElement.hasAttribute("data-hydrated")){e.preventDefault();e.target.setAttribute("${EARLY_SUBMIT_ATTR}","")}},true)`;

/** True once, for a form submitted before hydration (the mark is removed). */
export function takeEarlySubmit(form: Element | null | undefined): boolean {
  if (!form?.hasAttribute(EARLY_SUBMIT_ATTR)) return false;
  form.removeAttribute(EARLY_SUBMIT_ATTR);
  return true;
}
