import {
  type UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
} from "react-router";

type HydrationInput = Parameters<typeof getHydrationData>[0];

/**
 * React Router's `getHydrationData` (v8.4.0, lib/dom/ssr/hydration.js) for routes already known
 * to be the address's matches: the ones a page was prerendered with, when it hydrates in place.
 *
 * Theirs builds a route matcher of its own to find the matches: it flattens and ranks the whole
 * route table and matches the address against it. `createRouter` then builds its own matcher from
 * the same table, so on every load the table was ranked and matched twice (issue 18). The loop
 * below is theirs, line for line; `hydration-data.test.ts` compares the two results for every
 * page of the route table and every kind of route, and fails when a new version changes theirs.
 */
export function hydrationDataFor(
  state: HydrationInput["state"],
  routeIds: readonly string[],
  getRouteInfo: HydrationInput["getRouteInfo"],
  isSpaMode: boolean,
): ReturnType<typeof getHydrationData> {
  const hydrationData = { ...state, loaderData: { ...state.loaderData } };
  for (const routeId of routeIds) {
    const routeInfo = getRouteInfo(routeId);
    if (
      shouldHydrateRouteLoader(routeId, routeInfo.clientLoader, routeInfo.hasLoader, isSpaMode) &&
      (routeInfo.hasHydrateFallback || !routeInfo.hasLoader)
    )
      delete hydrationData.loaderData[routeId];
    else if (!routeInfo.hasLoader) hydrationData.loaderData[routeId] = null;
  }
  return hydrationData;
}
