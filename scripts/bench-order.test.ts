import { describe, expect, it } from "vitest";

import { runOrder } from "./bench-order";

describe("the bench's run order", () => {
  const routes = ["/", "/contact", "/company", "/blog"];

  it("runs every route once per round, for as many rounds as runs", () => {
    const order = runOrder(routes, 3);
    expect(order).toHaveLength(12);
    for (const route of routes)
      expect(order.filter((r) => r.route === route).map((r) => r.round)).toEqual([0, 1, 2]);
  });

  it("puts a whole round between two runs of one route, never two in a row", () => {
    const order = runOrder(routes, 3);
    for (const route of routes) {
      const at = order.flatMap((r, i) => (r.route === route ? [i] : []));
      expect(at.slice(1).map((i, k) => i - at[k]!)).toEqual([routes.length, routes.length]);
    }
  });

  it("keeps the routes' order within a round", () => {
    expect(
      runOrder(routes, 2)
        .slice(4)
        .map((r) => r.route),
    ).toEqual(routes);
  });
});
