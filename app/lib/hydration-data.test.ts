import {
  type DataRouteObject,
  UNSAFE_getHydrationData as getHydrationData,
  matchRoutes,
} from "react-router";
import { describe, expect, it } from "vitest";

import { hydrationDataFor } from "~/lib/hydration-data";
import { expandPaths, notFoundRoute, pageRoutes } from "~/route-table";

// The site's route tree as React Router's browser build makes it (app/routes.ts): the root, the
// layout, each page, the not-found splat. Ids are the module paths, as in the manifest.
const moduleId = (file: string) => file.replace(/\.tsx$/, "");
const routes: DataRouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "components/layout/site-layout",
        children: [
          ...pageRoutes.map((r): DataRouteObject =>
            r.path === ""
              ? { id: r.id ?? moduleId(r.file), index: true }
              : { id: r.id ?? moduleId(r.file), path: r.path, children: [] },
          ),
          { id: moduleId(notFoundRoute.file), path: notFoundRoute.path, children: [] },
        ],
      },
    ],
  },
];
const paths = [...expandPaths(["ai-strategy-guide-for-small-business"]), "/no-such-page"];

// Every kind of route getHydrationData tells apart: with or without a loader, a client loader
// (that hydrates or not), a HydrateFallback.
const clientLoader = async () => null;
const hydratingClientLoader = Object.assign(async () => null, { hydrate: true as const });
const kinds = [undefined, clientLoader, hydratingClientLoader].flatMap((loader) =>
  [false, true].flatMap((hasLoader) =>
    [false, true].map((hasHydrateFallback) => ({
      clientLoader: loader,
      hasLoader,
      hasHydrateFallback,
    })),
  ),
);

function compare(path: string, kindOf: (routeId: string) => (typeof kinds)[number], spa: boolean) {
  const ids = (matchRoutes(routes, path) ?? []).map((m) => m.route.id);
  const state = {
    loaderData: Object.fromEntries(ids.map((id) => [id, { from: id }])),
    actionData: null,
    errors: null,
  };
  const theirs = getHydrationData({
    state,
    routes,
    getRouteInfo: kindOf,
    location: { pathname: path, search: "", hash: "" },
    basename: "/",
    future: {},
    isSpaMode: spa,
  });
  const ours = hydrationDataFor(state, ids, kindOf, spa);
  return { ids, theirs, ours };
}

describe("hydrationDataFor", () => {
  it("gives React Router's hydration data on every page of the site, for the page's own routes", () => {
    const noLoaders = () => kinds[0]!;
    for (const path of paths) {
      const { ids, theirs, ours } = compare(path, noLoaders, false);
      expect(ids.length, path).toBeGreaterThanOrEqual(3);
      expect(ours, path).toEqual(theirs);
    }
  });

  it("gives React Router's hydration data for every kind of route, in both modes", () => {
    for (const spa of [false, true])
      kinds.forEach((_, shift) => {
        // Each route of a page gets a different kind, and the kinds move along between rounds.
        const kindOf = (routeId: string) => kinds[(routeId.length + shift) % kinds.length]!;
        for (const path of ["/", "/company", "/services/ai-roadmap-development", "/legal-x"]) {
          const { theirs, ours } = compare(path, kindOf, spa);
          expect(ours, `${path} spa=${spa} shift=${shift}`).toEqual(theirs);
        }
      });
  });

  it("keeps the page's data and marks the routes without a loader as loaded with nothing", () => {
    const { ids, ours } = compare("/company", () => kinds[0]!, false);
    expect(ours.loaderData).toEqual(Object.fromEntries(ids.map((id) => [id, null])));
    const withLoader = hydrationDataFor(
      { loaderData: { "routes/company": { team: 4 } } },
      ids,
      (id) => ({ ...kinds[0]!, hasLoader: id === "routes/company" }),
      false,
    );
    expect(withLoader.loaderData?.["routes/company"]).toEqual({ team: 4 });
  });
});
