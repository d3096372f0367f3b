import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { prerenderedForThisUrl } from "~/lib/prerendered-route";
import { logRecoverableError as onRecoverableError } from "~/lib/recoverable-error";
import { guardViewTransitions } from "~/lib/view-transition-guard";

// A navigation that interrupts another skips its view transition: not an error (see the module).
guardViewTransitions(document);

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);

/**
 * Hydrate the prerendered page, unless the host served HTML prerendered for another route: a
 * 404 file at an address whose route differs, e.g. the root 404.html at /blog/{slug}. Hydrating
 * that HTML there cannot match, so the document is rendered afresh for the address instead
 * (docs/decisions/0011-not-found-on-every-host.md).
 */
startTransition(() => {
  if (prerenderedForThisUrl(document, window.location.pathname))
    hydrateRoot(document, app, { onRecoverableError });
  else createRoot(document, { onRecoverableError }).render(app);
});
