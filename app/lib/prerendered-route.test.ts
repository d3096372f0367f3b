import * as ReactRouter from "react-router";
import { describe, expect, it, vi } from "vitest";

import { type ManifestRoute, canonicalPathname, routesForOtherUrl } from "./prerendered-route";
import { manifestRoutes } from "./prerendered-route.testing";

vi.mock("react-router", { spy: true });

/** The ids from the root down to `id`. */
const chain = (routes: Record<string, ManifestRoute>, id: string): string[] =>
  routes[id]?.parentId ? [...chain(routes, routes[id].parentId), id] : [id];

const layout = "components/layout/site-layout";
const notFoundPage = ["root", layout, "routes/not-found"];
const comingSoonPage = ["root", layout, "routes/blog-post"];

describe("routesForOtherUrl", () => {
  const manifest = manifestRoutes();

  it("is null where the 404 file was prerendered for the URL's own route", () => {
    expect(routesForOtherUrl(manifest, notFoundPage, "/no-such-page")).toBeNull();
    expect(routesForOtherUrl(manifest, notFoundPage, "/company/nope/deeper")).toBeNull();
    expect(routesForOtherUrl(manifest, comingSoonPage, "/blog/no-such-post")).toBeNull();
    // Order does not matter: the modules object lists the same ids.
    expect(routesForOtherUrl(manifest, [...notFoundPage].reverse(), "/nope")).toBeNull();
  });

  it("names the blog post route when the root 404.html is served at /blog/{slug}", () => {
    expect(routesForOtherUrl(manifest, notFoundPage, "/blog/no-such-post")).toEqual(comingSoonPage);
  });

  it("names the not-found route when blog/404.html is served below a slug", () => {
    expect(routesForOtherUrl(manifest, comingSoonPage, "/blog/no-such-post/deeper")).toEqual(
      notFoundPage,
    );
  });

  it("names a real page's routes for HTML prerendered elsewhere", () => {
    expect(routesForOtherUrl(manifest, notFoundPage, "/contact")).toEqual([
      "root",
      layout,
      "routes/contact",
    ]);
    expect(routesForOtherUrl(manifest, notFoundPage, "/")).toEqual(["root", layout, "routes/home"]);
  });

  it("recognises a page served at its own static path without matching the route table", () => {
    const statics = Object.values(manifest).filter(
      (r) =>
        (r.path || r.index) &&
        !chain(manifest, r.id).some((id) => /[:*]/.test(manifest[id]?.path ?? "")),
    );
    expect(statics.length).toBeGreaterThan(10);
    vi.mocked(ReactRouter.matchRoutes).mockClear();
    for (const route of statics) {
      const ids = chain(manifest, route.id);
      const path =
        "/" +
        ids
          .map((id) => manifest[id]?.path ?? "")
          .filter(Boolean)
          .join("/");
      expect(routesForOtherUrl(manifest, ids, path)).toBeNull();
      expect(
        routesForOtherUrl(manifest, [...ids].reverse(), `${path}/`.replace("//", "/")),
      ).toBeNull();
    }
    expect(ReactRouter.matchRoutes).not.toHaveBeenCalled();
    // The same HTML at another address is matched, and named.
    expect(routesForOtherUrl(manifest, ["root", layout, "routes/contact"], "/company")).toEqual([
      "root",
      layout,
      "routes/company",
    ]);
    expect(ReactRouter.matchRoutes).toHaveBeenCalledTimes(1);
  });

  it("recognises a page with a parameter at its canonical address without matching", () => {
    const servicePage = ["root", layout, "routes/service-detail"];
    vi.mocked(ReactRouter.matchRoutes).mockClear();
    const path = "/services/ai-education-programs";
    expect(routesForOtherUrl(manifest, servicePage, path, path)).toBeNull();
    expect(routesForOtherUrl(manifest, servicePage, `${path}/`, path)).toBeNull();
    expect(ReactRouter.matchRoutes).not.toHaveBeenCalled();
    // Another address, or a page without a canonical link (the 404 files), is matched.
    expect(routesForOtherUrl(manifest, servicePage, "/services/other", path)).toBeNull();
    expect(routesForOtherUrl(manifest, comingSoonPage, "/blog/no-such-post")).toBeNull();
    expect(routesForOtherUrl(manifest, servicePage, "/blog/a-post", path)).toEqual([
      "root",
      layout,
      "routes/blog-post",
    ]);
    expect(ReactRouter.matchRoutes).toHaveBeenCalledTimes(3);
  });
});

describe("canonicalPathname", () => {
  it("is the path of the canonical link's address, or undefined without one", () => {
    const doc = document.implementation.createHTMLDocument();
    expect(canonicalPathname(doc)).toBeUndefined();
    doc.head.innerHTML =
      '<link rel="canonical" href="https://www.example.com/services/ai-education-programs">';
    expect(canonicalPathname(doc)).toBe("/services/ai-education-programs");
  });
});
