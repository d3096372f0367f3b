import { afterEach, describe, expect, it, vi } from "vitest";

import { getPost } from "~/lib/blog";

/** What the route's modules start to download while they are evaluated at an article's address. */
const started = vi.hoisted(() => ({
  related: vi.fn(() => Promise.resolve([])),
  comingSoon: vi.fn(),
}));
vi.mock("virtual:content/blog-related", () => ({
  loaders: { "ai-education-transform-your-team": started.related },
  prerendered: {},
}));
vi.mock("~/components/blog/coming-soon-entry", () => {
  started.comingSoon();
  return { default: () => null };
});

/**
 * Evaluates the route module afresh at `path` with setTimeout faked, and returns what had started
 * once it (and everything it imports) had run, then what had started after the queued tasks ran.
 */
async function startsAt(path: string) {
  vi.resetModules();
  started.related.mockClear();
  started.comingSoon.mockClear();
  window.history.replaceState(null, "", path);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await import("./blog-post");
  // Real turns of the event loop (setImmediate is not faked): long enough for a dynamic import
  // started while the module ran to reach the mocked module's factory.
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
  const during = {
    related: started.related.mock.calls.length,
    comingSoon: started.comingSoon.mock.calls.length,
  };
  vi.runAllTimers();
  // The dynamic import of the mocked view settles in microtasks and module loading.
  await vi.waitFor(() =>
    expect(
      started.related.mock.calls.length + started.comingSoon.mock.calls.length,
    ).toBeGreaterThan(0),
  );
  const after = {
    related: started.related.mock.calls.length,
    comingSoon: started.comingSoon.mock.calls.length,
  };
  return { during, after };
}

// Decision 0069: an `import()` and Vite's preload helper in the task that evaluates the app's
// modules were 9–12 ms of it at 4× CPU; like the sections and detail records (decisions 0029,
// 0044), an article's own downloads start in the task after it.
describe("the blog post route at load", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts an article's related links in the task after its modules are evaluated", async () => {
    expect(getPost("ai-education-transform-your-team")?.hasBody).toBe(true);
    const { during, after } = await startsAt("/blog/ai-education-transform-your-team");
    expect(during).toEqual({ related: 0, comingSoon: 0 });
    expect(after).toEqual({ related: 1, comingSoon: 0 });
  });

  it("starts a listed post's Coming Soon view in the task after its modules are evaluated", async () => {
    expect(getPost("fractional-coo-when-to-hire")?.hasBody).toBe(false);
    const { during, after } = await startsAt("/blog/fractional-coo-when-to-hire");
    expect(during).toEqual({ related: 0, comingSoon: 0 });
    expect(after).toEqual({ related: 0, comingSoon: 1 });
  });
});
