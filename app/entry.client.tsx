import { StrictMode, startTransition } from "react";
import { type ErrorInfo, createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { type ManifestRoute, routesForOtherUrl } from "~/lib/prerendered-route";

declare global {
  interface Window {
    __reactRouterManifest: { routes: Record<string, ManifestRoute> };
    __reactRouterRouteModules: Record<string, unknown>;
  }
}

/**
 * React's recoverable errors (a hydration mismatch above all) are otherwise reported without a
 * word that says so. Logged with a fixed prefix, the browser tests fail on any of them
 * (tests/e2e/fixtures.ts), so no page can drift from its prerendered HTML unnoticed.
 */
export const recoverableErrorPrefix = "React recoverable error (hydration mismatch?):";
function onRecoverableError(error: unknown, info: ErrorInfo) {
  console.error(recoverableErrorPrefix, error, info.componentStack ?? "");
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
