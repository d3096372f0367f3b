import { describe, expect, it } from "vitest";

import { routesForOtherUrl } from "./prerendered-route";
import { manifestRoutes } from "./prerendered-route.testing";

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
});
