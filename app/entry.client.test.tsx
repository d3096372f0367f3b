import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { drainMicrotasks } from "~/lib/microtasks.testing";

const calls: string[] = [];

vi.mock("react-dom/client", () => ({
  hydrateRoot: vi.fn(() => calls.push("hydrateRoot")),
  createRoot: vi.fn(() => ({ render: () => calls.push("createRoot") })),
}));
vi.mock("~/lib/hydrated-router", () => ({
  StartedRouter: () => null,
  startRouter: vi.fn(async () => calls.push("start router")),
}));
const renderAfresh = vi.hoisted(() => ({ value: false }));
vi.mock("~/lib/prerendered-route", () => ({
  loadRoutesForThisUrl: vi.fn(async () => renderAfresh.value),
}));
vi.mock("~/lib/shell-input", () => ({
  holdInputUntilShellHydrated: vi.fn(() => calls.push("hold input")),
}));
vi.mock("~/lib/view-transition-guard", () => ({ guardViewTransitions: vi.fn() }));
vi.mock("~/lib/quiet-animations", () => ({ quietDecorativeAnimations: vi.fn() }));

describe("entry.client", () => {
  beforeEach(() => {
    calls.length = 0;
    renderAfresh.value = false;
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("hydrates in a task after the one that evaluates the app's modules, not in its microtasks", async () => {
    await import("~/entry.client");
    await drainMicrotasks();
    // Still the evaluation task: the router, React's root, its listeners and the input hold wait.
    expect(calls).toEqual([]);
    vi.runOnlyPendingTimers();
    await drainMicrotasks();
    expect(calls).toEqual(["start router"]);
    // React's root in a task after the router's last step (decision 0050).
    vi.runOnlyPendingTimers();
    await drainMicrotasks();
    expect(calls).toEqual(["start router", "hold input", "hydrateRoot"]);
  });
  it("tells the router whether the page hydrates at its own address (decision 0055)", async () => {
    const { startRouter } = await import("~/lib/hydrated-router");
    await import("~/entry.client");
    await vi.runAllTimersAsync();
    expect(startRouter).toHaveBeenLastCalledWith(true);
    expect(calls).toContain("hydrateRoot");

    vi.resetModules();
    calls.length = 0;
    renderAfresh.value = true;
    await import("~/entry.client");
    await vi.runAllTimersAsync();
    expect(startRouter).toHaveBeenLastCalledWith(false);
    expect(calls).toContain("createRoot");
  });
});
