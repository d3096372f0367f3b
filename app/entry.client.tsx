import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { type ManifestRoute, routesForOtherUrl } from "~/lib/prerendered-route";
import { logRecoverableError as onRecoverableError } from "~/lib/recoverable-error";

declare global {
  interface Window {
    __reactRouterManifest: { routes: Record<string, ManifestRoute> };
    __reactRouterRouteModules: Record<string, unknown>;
  }
}

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);

/**
 * Hydrate the prerendered page, unless the host served HTML prerendered for another route (a
 * 404 file at an unknown URL, see lib/prerendered-route.ts). Then the URL's own route modules are
 * loaded first and the document is rendered afresh: the one commit replaces the stale page, with
 * no mismatch and no half-hydrated mix of two pages.
 */
async function start() {
  const otherRoutes = routesForOtherUrl(
    window.__reactRouterManifest.routes,
    Object.keys(window.__reactRouterRouteModules),
    window.location.pathname,
  );
  if (!otherRoutes) {
    startTransition(() => {
      hydrateRoot(document, app, { onRecoverableError });
    });
    return;
  }
  const modules = window.__reactRouterRouteModules;
  await Promise.all(
    otherRoutes
      .filter((id) => !modules[id])
      .map(async (id) => {
        const route = window.__reactRouterManifest.routes[id];
        if (route) modules[id] = await import(/* @vite-ignore */ route.module);
      }),
  );
  startTransition(() => {
    createRoot(document, { onRecoverableError }).render(app);
  });
}

void start();
