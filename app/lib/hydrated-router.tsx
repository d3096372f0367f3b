import { useEffect, useLayoutEffect, useState } from "react";
import {
  type DataRouter,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createClientRoutesWithHMRRevalidationOptOut as createRoutesForHMR,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_defaultMapRouteProperties as mapRouteProperties,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_useFogOFWarDiscovery as useFogOfWarDiscovery,
} from "react-router";
import { RouterProvider } from "react-router/dom";

import { hydrationDataFor } from "~/lib/hydration-data";
import { nextTask } from "~/lib/next-task";
import { type FrameworkGlobals, frameworkGlobals } from "~/lib/react-router-globals";

type Started = FrameworkGlobals & { router: DataRouter };

let started: Started | undefined;
/** Whether the router has been started (`initialize`), in `startRouter` or, if it could not be yet, at the first commit. */
let initialized = false;

/**
 * React Router's `createHydratedRouter` (react-router/dom's `HydratedRouter`, v8.4.0), the same
 * calls in the same order, each step in a task of its own: decoding the prerendered page's data,
 * building the client routes, matching the address for the hydration data, creating the router,
 * starting it. In `HydratedRouter` they run inside React's first render, one unit React cannot
 * split: a task of 10–25 ms at 1× CPU, the longest script task of a load (decision 0050). Call
 * and await before `hydrateRoot`; then render `<StartedRouter />`.
 *
 * `inPlace`: the page hydrates at the address it was prerendered for (lib/prerendered-route.ts
 * has checked), so its routes, the ones its modules were loaded for, are the address's. The
 * hydration data is then computed for them without matching the address against the route
 * table, which `createRouter` does once more anyway (decision 0055).
 */
export async function startRouter(inPlace = false): Promise<DataRouter> {
  if (started) return started.router;
  const ssr = frameworkGlobals();
  const { context, manifest, routeModules } = ssr;
  if ((manifest.sri as unknown) === true) {
    const importMap = document.querySelector("script[rr-importmap]");
    if (importMap?.textContent) manifest.sri = JSON.parse(importMap.textContent).integrity;
  }
  if (context.stream) {
    const stream = context.stream;
    context.stream = undefined;
    context.state = (await decodeViaTurboStream(stream, window)).value as typeof context.state;
    await nextTask();
  }
  const routes = createClientRoutes(
    manifest.routes,
    routeModules,
    context.state ?? null,
    context.ssr,
    context.isSpaMode,
  );
  await nextTask();
  let hydrationData: Parameters<typeof createRouter>[0]["hydrationData"];
  if (context.isSpaMode) {
    const loaderData = context.state?.loaderData;
    if (manifest.routes.root?.hasLoader && loaderData && "root" in loaderData) {
      hydrationData = { loaderData: { root: loaderData.root } };
    }
  } else {
    const getRouteInfo = (routeId: string) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    });
    hydrationData = inPlace
      ? hydrationDataFor(context.state!, Object.keys(routeModules), getRouteInfo, context.isSpaMode)
      : getHydrationData({
          state: context.state!,
          routes,
          getRouteInfo,
          location: window.location,
          basename: context.basename,
          future: context.future,
          isSpaMode: context.isSpaMode,
        });
    await nextTask();
  }
  if (window.history.state?.masked) {
    window.history.replaceState({ ...window.history.state, masked: undefined }, "");
  }
  const router: DataRouter = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: context.basename,
    hydrationData,
    mapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(
      () => router,
      manifest,
      routeModules,
      context.ssr,
    ),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      context.isSpaMode,
      context.basename,
    ),
  });
  // Vite's hot reload of route modules in development finds the router here, as it finds
  // HydratedRouter's.
  Object.assign(router, { createRoutesForHMR });
  Object.assign(window, { __reactRouterDataRouter: router });
  started = { ...ssr, router };
  if (router.state.initialized) {
    await nextTask();
    router.initialize();
    initialized = true;
  }
  return router;
}

/** `HydratedRouter`'s tree around the router `startRouter` made. */
export function StartedRouter() {
  if (!started) throw new Error("startRouter() has not finished");
  const { router, context, manifest, routeModules } = started;
  // In development the dev server inlines the route's CSS until Vite's own styles are in.
  const [criticalCss, setCriticalCss] = useState(
    import.meta.env.DEV ? context.criticalCss : undefined,
  );
  useEffect(() => {
    if (import.meta.env.DEV) setCriticalCss(undefined);
  }, []);
  useEffect(() => {
    if (!import.meta.env.DEV || criticalCss !== undefined) return;
    document.querySelectorAll("[data-react-router-critical-css]").forEach((e) => e.remove());
  }, [criticalCss]);
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    if (initialized) return;
    initialized = true;
    router.initialize();
  }, [router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [router, location],
  );
  useFogOfWarDiscovery(
    router,
    manifest,
    routeModules,
    context.ssr,
    context.routeDiscovery,
    context.isSpaMode,
  );
  // The tree HydratedRouter renders, to the empty fragment: `useId` numbers ids by where
  // components sit among their siblings, and the prerendered page's ids came from this shape.
  return (
    <>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          future: context.future,
          criticalCss,
          ssr: context.ssr,
          isSpaMode: context.isSpaMode,
          routeDiscovery: context.routeDiscovery,
        }}
      >
        <RemixErrorBoundary location={location}>
          <RouterProvider router={router} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      <></>
    </>
  );
}
