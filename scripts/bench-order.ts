// The order of the bench's Lighthouse runs (decision 0058): round by round, every route once per
// round, so that one route's runs are a whole round apart instead of back to back. On a shared
// machine the blocking time of runs made a minute apart moves together (a busy neighbour, a
// slower minute): three runs in a row measured the minute as much as the route, and a median of
// them could not outvote it. A round apart, a busy minute reaches one run of several routes, and
// each route's median drops it.

export type Run = { route: string; round: number };

/** Every route once per round, `runs` rounds, in the routes' order. */
export function runOrder(routes: readonly string[], runs: number): Run[] {
  const order: Run[] = [];
  for (let round = 0; round < runs; round++)
    for (const route of routes) order.push({ route, round });
  return order;
}
