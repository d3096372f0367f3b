import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { restoreScrollScript, scrollPositionsKey } from "~/components/layout/scroll-restoration";

/** Runs the inline script as the parser would. */
const run = () => new Function(restoreScrollScript)();

/** An entry with a key, as a reload finds it, the positions saved, and a spy on the jumps. */
function returning(saved: Record<string, number>) {
  window.history.replaceState({ key: "abc123" }, "");
  sessionStorage.setItem(scrollPositionsKey, JSON.stringify(saved));
  return vi.spyOn(window, "scrollTo").mockImplementation(() => {});
}

describe("restoreScrollScript", () => {
  beforeEach(async () => {
    // A restore that an earlier test left waiting for `load` has its turn now, not in this test.
    window.dispatchEvent(new Event("load"));
    await new Promise((resolve) => setTimeout(resolve));
    sessionStorage.clear();
    window.history.replaceState(null, "");
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute("data-full-layout");
    window.history.scrollRestoration = "auto";
  });

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
    const scrollTo = returning({ abc123: 1480, other: 20 });
    run();
    expect(scrollTo).toHaveBeenCalledWith({ top: 1480, behavior: "instant" });
    expect(window.history.state).toEqual({ key: "abc123" });
  });

  it("lays the whole page out for the jump, holds it still, and jumps again once loaded with its fonts", async () => {
    const scrollTo = returning({ abc123: 3000 });
    const root = document.documentElement;
    run();
    // Real heights above the position, not the skipped sections' estimates.
    expect(root.hasAttribute("data-full-layout")).toBe(true);
    // No scroll anchoring while the fonts come in, and no restoring of the browser's own.
    expect(root.style.getPropertyValue("overflow-anchor")).toBe("none");
    expect(window.history.scrollRestoration).toBe("manual");
    expect(scrollTo).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 3000, behavior: "instant" });
    expect(root.hasAttribute("style")).toBe(false);
  });

  it("does not jump again once loaded if the visitor has scrolled, pressed or typed", async () => {
    for (const input of ["wheel", "touchstart", "keydown", "pointerdown"]) {
      const scrollTo = returning({ abc123: 3000 });
      run();
      window.dispatchEvent(new Event(input));
      window.dispatchEvent(new Event("load"));
      // The anchoring comes back, with no second jump.
      await vi.waitFor(() =>
        expect(document.documentElement.hasAttribute("style"), input).toBe(false),
      );
      expect(scrollTo, input).toHaveBeenCalledTimes(1);
      vi.restoreAllMocks();
    }
  });

  it("leaves a page saved at its top as it is, to the browser", () => {
    const scrollTo = returning({ abc123: 0 });
    run();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute("data-full-layout")).toBe(false);
    expect(window.history.scrollRestoration).toBe("auto");
  });

  it("leaves a keyed entry with no saved position where it is", () => {
    const scrollTo = returning({ other: 20 });
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
