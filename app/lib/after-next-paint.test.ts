import { afterEach, describe, expect, it, vi } from "vitest";

import { afterNextPaint } from "./after-next-paint";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("afterNextPaint", () => {
  it("runs in a task started from the next frame, not in that frame or before it", () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", vi.fn());
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled(); // no frame yet
    frames[0]!(0);
    expect(run).not.toHaveBeenCalled(); // the frame itself
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });

  it("can be cancelled before the frame and after it", () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const cancelFrame = vi.fn();
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", cancelFrame);
    const before = vi.fn();
    afterNextPaint(before)();
    expect(cancelFrame).toHaveBeenCalledWith(1);
    const after = vi.fn();
    const cancel = afterNextPaint(after);
    frames[1]!(0);
    cancel();
    vi.advanceTimersByTime(10);
    expect(after).not.toHaveBeenCalled();
  });
});
