import { describe, expect, it, vi } from "vitest";

import { lazySectionsArrived } from "./lazy-section";
import { recordModules, seoBySlug } from "./route-record";

const notFound = vi.hoisted(() => ({ preload: vi.fn(() => Promise.resolve()) }));
vi.mock("~/components/sections/not-found-meta", () => ({
  preloadNotFoundView: notFound.preload,
}));

describe("recordModules", () => {
  const modules = {
    "./pages/alpha.ts": vi.fn(() => Promise.resolve({ slug: "alpha" })),
    "./pages/beta.ts": vi.fn(() => Promise.resolve({ slug: "beta" })),
  };

  it("loads only the record asked for, once, and gives the same promise again", async () => {
    const records = recordModules(modules, "./pages");
    const first = records.load("alpha");
    expect(records.load("alpha")).toBe(first);
    await expect(first).resolves.toEqual({ slug: "alpha" });
    expect(modules["./pages/alpha.ts"]).toHaveBeenCalledTimes(1);
    expect(modules["./pages/beta.ts"]).not.toHaveBeenCalled();
  });

  it("marks a settled load the way React's use() reads it without suspending", async () => {
    const records = recordModules(modules, "./pages");
    const load = records.load("beta");
    await load;
    await Promise.resolve();
    expect(load).toMatchObject({ status: "fulfilled", value: { slug: "beta" } });
  });

  it("gives null for an unknown slug or one that is not a slug", async () => {
    const records = recordModules(modules, "./pages");
    await expect(records.load("gamma")).resolves.toBeNull();
    await expect(records.load("../secrets")).resolves.toBeNull();
    await expect(records.load(undefined)).resolves.toBeNull();
  });

  it("starts on the current address's record when preloading in the browser, in a task of its own", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const records = recordModules(modules, "./pages");
      window.history.replaceState(null, "", "/things/beta");
      modules["./pages/beta.ts"].mockClear();
      records.preload(/^\/things\/([a-z0-9-]+)\/?$/);
      // Not in the task that evaluates the route's module: the request and Vite's preload links
      // come in the next one (decision 0044).
      expect(modules["./pages/beta.ts"]).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(1);
      vi.runAllTimers();
      expect(modules["./pages/beta.ts"]).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts on the not-found view's code when the address has no record, and a page rendered afresh waits for it", async () => {
    const records = recordModules(modules, "./pages");
    notFound.preload.mockClear();
    let arrived = false;
    notFound.preload.mockImplementationOnce(async () => {
      await new Promise((done) => setTimeout(done, 20));
      arrived = true;
    });
    window.history.replaceState(null, "", "/things/No-Such");
    records.preload(/^\/things\/([^/]+)\/?$/);
    await lazySectionsArrived();
    expect(notFound.preload).toHaveBeenCalledTimes(1);
    expect(arrived).toBe(true);

    // An address with a record does not ask for the view.
    window.history.replaceState(null, "", "/things/alpha");
    records.preload(/^\/things\/([^/]+)\/?$/);
    await lazySectionsArrived();
    expect(notFound.preload).toHaveBeenCalledTimes(1);
  });
});

describe("seoBySlug", () => {
  const seoMap = { alpha: { title: "Alpha", description: "A" } };

  it("finds a page's own title and description", () => {
    expect(seoBySlug(seoMap, "alpha")).toEqual({ title: "Alpha", description: "A" });
  });

  it("gives nothing for an unknown slug, a missing one or an object's own built-in keys", () => {
    expect(seoBySlug(seoMap, "beta")).toBeUndefined();
    expect(seoBySlug(seoMap, undefined)).toBeUndefined();
    expect(seoBySlug(seoMap, "constructor")).toBeUndefined();
    expect(seoBySlug(seoMap, "toString")).toBeUndefined();
  });
});
