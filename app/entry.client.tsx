import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { loadRoutesForThisUrl } from "~/lib/prerendered-route";
import { logRecoverableError as onRecoverableError } from "~/lib/recoverable-error";
import { guardViewTransitions } from "~/lib/view-transition-guard";

const app = (
  <StrictMode>
    <HydratedRouter />
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
  const renderAfresh = await loadRoutesForThisUrl();
  startTransition(() => {
    if (renderAfresh) createRoot(document, { onRecoverableError }).render(app);
    else hydrateRoot(document, app, { onRecoverableError });
  });
}

void start();
