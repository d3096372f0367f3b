import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { drainMicrotasks } from "~/lib/microtasks.testing";

const calls: string[] = [];
const router = {
  state: { initialized: true, location: { pathname: "/" } },
  initialize: vi.fn(() => calls.push("initialize")),
  subscribe: vi.fn(() => () => {}),
};

vi.mock("react-router", () => ({
  UNSAFE_FrameworkContext: { Provider: () => null },
  UNSAFE_RemixErrorBoundary: () => null,
  UNSAFE_createBrowserHistory: vi.fn(() => ({})),
  UNSAFE_createClientRoutes: vi.fn(() => (calls.push("client routes"), [])),
  UNSAFE_createClientRoutesWithHMRRevalidationOptOut: vi.fn(),
  UNSAFE_createRouter: vi.fn(() => (calls.push("router"), router)),
  UNSAFE_decodeViaTurboStream: vi.fn(async () => (calls.push("decode"), { value: {} })),
  UNSAFE_defaultMapRouteProperties: vi.fn(),
  UNSAFE_getHydrationData: vi.fn(() => (calls.push("hydration data"), {})),
  UNSAFE_getPatchRoutesOnNavigationFunction: vi.fn(),
  UNSAFE_getTurboStreamSingleFetchDataStrategy: vi.fn(),
  UNSAFE_hydrationRouteProperties: [],
  UNSAFE_shouldHydrateRouteLoader: vi.fn(() => false),
  UNSAFE_useFogOFWarDiscovery: vi.fn(),
}));
vi.mock("react-router/dom", () => ({ RouterProvider: () => null }));

describe("startRouter", () => {
  beforeEach(() => {
    calls.length = 0;
    vi.resetModules();
    vi.useFakeTimers();
    Object.assign(window, {
      __reactRouterContext: { ssr: false, isSpaMode: false, stream: new ReadableStream() },
      __reactRouterManifest: { routes: {} },
      __reactRouterRouteModules: {},
    });
  });
  afterEach(() => vi.useRealTimers());

  it("takes React Router's start one step per task, not in one (decision 0050)", async () => {
    const { startRouter } = await import("~/lib/hydrated-router");
    let done = false;
    void startRouter().then(() => (done = true));
    const steps: string[][] = [];
    for (let i = 0; i < 6 && !done; i++) {
      await drainMicrotasks();
      steps.push(calls.splice(0));
      vi.runOnlyPendingTimers();
    }
    await drainMicrotasks();
    expect(done).toBe(true);
    expect(steps).toEqual([
      ["decode"],
      ["client routes"],
      ["hydration data"],
      ["router"],
      ["initialize"],
    ]);
  });

  it("computes the hydration data for the page's own routes without React Router's matcher", async () => {
    const { startRouter } = await import("~/lib/hydrated-router");
    const { UNSAFE_createRouter, UNSAFE_getHydrationData } = await import("react-router");
    Object.assign(window.__reactRouterContext!, {
      stream: undefined,
      state: { loaderData: {}, actionData: null, errors: null },
    });
    Object.assign(window, { __reactRouterRouteModules: { root: {}, "routes/home": {} } });
    const started = startRouter(true);
    await vi.runAllTimersAsync();
    await started;
    expect(UNSAFE_getHydrationData).not.toHaveBeenCalled();
    expect(vi.mocked(UNSAFE_createRouter).mock.calls.at(-1)![0].hydrationData).toEqual({
      loaderData: { root: null, "routes/home": null },
      actionData: null,
      errors: null,
    });
  });

  it("hands the page's data to React Router once and leaves the router where its dev reload finds it", async () => {
    const { startRouter } = await import("~/lib/hydrated-router");
    const started = startRouter();
    await vi.runAllTimersAsync();
    expect(await started).toBe(router);
    expect(window.__reactRouterContext?.stream).toBeUndefined();
    expect(
      (window as unknown as { __reactRouterDataRouter: unknown }).__reactRouterDataRouter,
    ).toBe(router);
    // A second call (none is made) would get the same router, not a second one.
    expect(await startRouter()).toBe(router);
    expect(router.initialize).toHaveBeenCalledTimes(1);
  });
});

describe("the copy of HydratedRouter", () => {
  const pkg = createRequire(import.meta.url).resolve("react-router/package.json");
  const theirs = readFileSync(
    join(dirname(pkg), "dist/production/lib/dom-export/hydrated-router.js"),
    "utf8",
  ).replace(/\/\* @__PURE__ \*\/ /g, "");
  const ours = readFileSync(join(import.meta.dirname, "hydrated-router.tsx"), "utf8");
  const between = (text: string, from: string, to: string) =>
    text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));

  it("makes React Router's calls in React Router's order (a new version fails here: compare again)", () => {
    const calls = (code: string, rename: (name: string) => string) =>
      [...code.matchAll(/\b(\w+)\(/g)]
        .map((m) => rename(m[1]!))
        .filter((name) => name.startsWith("UNSAFE_") && name !== "UNSAFE_invariant");
    const theirCalls = calls(
      between(theirs, "function createHydratedRouter(", "\nfunction HydratedRouter("),
      (name) => name,
    );
    const aliases = new Map(
      [...ours.matchAll(/(UNSAFE_\w+) as (\w+)/g)].map((m) => [m[2]!, m[1]!] as const),
    );
    const ourCalls = calls(
      between(ours, "export async function startRouter(", "\nexport function StartedRouter("),
      (name) => aliases.get(name) ?? name,
    );
    expect(theirCalls).toEqual([
      "UNSAFE_decodeViaTurboStream",
      "UNSAFE_createClientRoutes",
      "UNSAFE_getHydrationData",
      "UNSAFE_createRouter",
      "UNSAFE_createBrowserHistory",
      "UNSAFE_getTurboStreamSingleFetchDataStrategy",
      "UNSAFE_getPatchRoutesOnNavigationFunction",
    ]);
    expect(ourCalls).toEqual(theirCalls);
  });

  it("renders HydratedRouter's tree: the prerendered page's useId ids depend on its shape", () => {
    expect(theirs).toContain(
      "return React$1.createElement(React$1.Fragment, null, React$1.createElement(UNSAFE_FrameworkContext.Provider, { value: {",
    );
    expect(theirs).toContain(
      "React$1.createElement(UNSAFE_RemixErrorBoundary, { location }, React$1.createElement(RouterProvider$1, {",
    );
    expect(theirs).toMatch(/\}\)\)\), React\$1\.createElement\(React\$1\.Fragment, null\)\);\n\}/);
    expect(ours).toMatch(
      /return \(\n\s*<>\n\s*<FrameworkContext\.Provider[\s\S]*<RemixErrorBoundary location=\{location\}>\n\s*<RouterProvider router=\{router\} \/>\n\s*<\/RemixErrorBoundary>\n\s*<\/FrameworkContext\.Provider>\n\s*<><\/>\n\s*<\/>\n\s*\);/,
    );
  });
});
