// Test support (no *.test name, so no tests of its own): the browser manifest's route records as
// React Router derives them from app/routes.ts, for lib/prerendered-route.ts and the 404 views.
import type { RouteConfigEntry } from "@react-router/dev/routes";

import routes from "~/routes";
import type { ManifestRoute } from "./prerendered-route";

/** The browser manifest's route records, as React Router derives them from app/routes.ts. */
export function manifestRoutes(): Record<string, ManifestRoute> {
  const out: Record<string, ManifestRoute> = {
    root: { id: "root", path: "", module: "/root.js" },
  };
  const walk = (entries: RouteConfigEntry[], parentId: string) => {
    for (const e of entries) {
      const id = e.id ?? e.file.replace(/\.tsx?$/, "");
      out[id] = { id, parentId, path: e.path, index: e.index, module: `/${id}.js` };
      walk(e.children ?? [], id);
    }
  };
  walk(routes, "root");
  return out;
}
