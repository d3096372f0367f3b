import { afterEach, describe, expect, it, vi } from "vitest";

import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("runs in the browser's idle time, with the timeout given, and can be cancelled", () => {
    const callbacks: (() => void)[] = [];
    const request = vi.fn((cb: () => void) => callbacks.push(cb));
    const cancel = vi.fn();
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", cancel);
    const run = vi.fn();
    const stop = whenIdle(run, 3000);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(run).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(run).toHaveBeenCalledOnce();
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it("falls back to a timer where there is no requestIdleCallback", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
