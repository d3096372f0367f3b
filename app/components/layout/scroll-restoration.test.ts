import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { restoreScrollScript, scrollPositionsKey } from "~/components/layout/scroll-restoration";

/** Runs the inline script as the parser would. */
const run = () => new Function(restoreScrollScript)();

describe("restoreScrollScript", () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, "");
  });
  afterEach(() => vi.restoreAllMocks());

  it("gives a fresh entry a key and React Router's index, after the parser's task, without reading sessionStorage", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.useFakeTimers();
    run();
    // In a task of its own, after the parser's.
    expect(window.history.state).toBeNull();
    vi.runAllTimers();
    vi.useRealTimers();
    // With the index React Router's history would otherwise add by a second `replaceState`
    // while it hydrates.
    expect(window.history.state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 });
    expect(getItem).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls a returning entry to the position saved under its key", () => {
    window.history.replaceState({ key: "abc123" }, "");
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ abc123: 1480, other: 20 }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    run();
    expect(scrollTo).toHaveBeenCalledWith({ top: 1480, behavior: "instant" });
    expect(window.history.state).toEqual({ key: "abc123" });
  });

  it("leaves a keyed entry with no saved position where it is", () => {
    window.history.replaceState({ key: "abc123" }, "");
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ other: 20 }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    run();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("drops unreadable saved positions instead of throwing", () => {
    window.history.replaceState({ key: "abc123" }, "");
    sessionStorage.setItem(scrollPositionsKey, "{not json");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(run).not.toThrow();
    expect(sessionStorage.getItem(scrollPositionsKey)).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });
});
