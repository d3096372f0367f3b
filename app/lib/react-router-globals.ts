import type {
  UNSAFE_AssetsManifest as AssetsManifest,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RouteModules as RouteModules,
  UNSAFE_getHydrationData as getHydrationData,
} from "react-router";
import type { ContextType } from "react";

type FrameworkContextObject = NonNullable<ContextType<typeof FrameworkContext>>;

/** What React Router's prerendered page leaves on `window` for the browser. */
export type FrameworkGlobals = {
  context: Pick<
    FrameworkContextObject,
    "future" | "ssr" | "isSpaMode" | "routeDiscovery" | "criticalCss"
  > & {
    basename?: string;
    stream?: ReadableStream<Uint8Array>;
    state?: Parameters<typeof getHydrationData>[0]["state"];
  };
  manifest: AssetsManifest;
  routeModules: RouteModules;
};

declare global {
  interface Window {
    __reactRouterContext?: FrameworkGlobals["context"];
    __reactRouterManifest?: AssetsManifest;
    __reactRouterRouteModules?: RouteModules;
  }
}

/** React Router's globals on a prerendered page; throws on a page that has none. */
export function frameworkGlobals(): FrameworkGlobals {
  const {
    __reactRouterContext: context,
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: routeModules,
  } = window;
  if (!context || !manifest || !routeModules) {
    throw new Error("The page has no React Router context to hydrate from");
  }
  return { context, manifest, routeModules };
}
