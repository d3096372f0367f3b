import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

import { notFoundRoute, pageRoutes, routeId } from "./route-table";

// Every page comes from app/route-table.ts, the list the prerender, sitemap and tests read too.
export default [
  layout("components/layout/site-layout.tsx", [
    ...pageRoutes.map((r) =>
      r.path === "" ? index(r.file, { id: routeId(r) }) : route(r.path, r.file, { id: routeId(r) }),
    ),
    route(notFoundRoute.path, notFoundRoute.file, { id: routeId(notFoundRoute) }),
  ]),
] satisfies RouteConfig;
