import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { StartedRouter, startRouter } from "~/lib/hydrated-router";
import { nextTask } from "~/lib/next-task";
import { loadRoutesForThisUrl } from "~/lib/prerendered-route";
import siteCss from "~/styles/app.css?url";
import { logRecoverableError as onRecoverableError } from "~/lib/recoverable-error";
import { quietDecorativeAnimations } from "~/lib/quiet-animations";
import { holdInputUntilShellHydrated } from "~/lib/shell-input";
import { guardViewTransitions } from "~/lib/view-transition-guard";

const app = (
  <StrictMode>
    <StartedRouter />
  </StrictMode>
);

/**
 * Hydrate the prerendered page, unless the host served HTML prerendered for another route: a
 * 404 file at an address whose route differs, e.g. the root 404.html at /blog/{slug}. Hydrating
 * that HTML there cannot match, so the address's own route modules are loaded and the document
 * is rendered afresh: one commit replaces the page, no mismatch, no half-hydrated mix of two
 * pages (lib/prerendered-route.ts, docs/decisions/0011-not-found-on-every-host.md).
 */
async function start() {
  // A navigation that interrupts another skips its view transition: not an error (see the module).
  guardViewTransitions(document);
  // Decorative animations' events never reach React's root listeners (see the module).
  quietDecorativeAnimations(window);
  // React's root (its listeners for every event type on the document) and the hydration it
  // schedules start in a task of their own: not in the task that has just evaluated the app's
  // modules, the longest one after the first paint (decision 0046 §2).
  const [renderAfresh] = await Promise.all([loadRoutesForThisUrl(), loadSiteCss(), nextTask()]);
  // React Router's start, step by step in tasks of their own, before React's first render
  // (lib/hydrated-router.tsx, decision 0050); then the root in one more.
  // Hydrating in place, the page's own routes are the address's: React Router need not match
  // the address to find them.
  await startRouter(!renderAfresh);
  await nextTask();
  // Until the shell is hydrated a press is left to the prerendered page, as before hydration,
  // not answered by React hydrating the whole shell inside the event (lib/shell-input.ts).
  if (!renderAfresh) holdInputUntilShellHydrated();
  startTransition(() => {
    if (renderAfresh) createRoot(document, { onRecoverableError }).render(app);
    else hydrateRoot(document, app, { onRecoverableError });
  });
}

/**
 * With PAGE_CSS=1 at build, each prerendered page inlines only the CSS rules its own HTML uses
 * (scripts/page-css.ts, `<style data-page-css>`). Then the whole stylesheet, a cached file, is in
 * place before React takes over: what JavaScript adds later (lazy menus, the live audit form,
 * toasts, other pages) is styled. By default pages inline the whole stylesheet and this does
 * nothing.
 */
function loadSiteCss() {
  if (!document.querySelector("style[data-page-css]")) return;
  if (document.querySelector(`link[rel="stylesheet"][href="${siteCss}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = siteCss;
  const loaded = new Promise<void>((done) => {
    link.onload = link.onerror = () => done();
  });
  document.head.append(link);
  return loaded;
}

void start();
