import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A fresh module per test: the helper remembers what it requested.
async function freshHelper() {
  vi.resetModules();
  return (await import("./chunk-preload")).__vitePreload;
}

const appended = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (l) =>
    l.getAttribute("href"),
  );

describe("__vitePreload (the app's preload helper)", () => {
  // Each timer callback is a task: the stub keeps them, and the test runs them one at a time.
  let tasks: (() => void)[] = [];
  /** Runs the next queued task, then lets the promises it settled run on. */
  const runTask = async () => {
    tasks.shift()!();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  beforeEach(() => {
    document.head.innerHTML = "";
    tasks = [];
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((callback: () => void) => {
      tasks.push(callback);
      return 0;
    }) as typeof setTimeout);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = "";
  });

  it("appends one link per task, the first in the task of the call, and imports after the last", async () => {
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve("module"));
    const result = preload(load, ["assets/a.js", "assets/b.js"]);
    // One link in the calling task, not both (decision 0081), and no import yet…
    expect(appended()).toEqual(["/assets/a.js"]);
    expect(load).not.toHaveBeenCalled();
    // …the next link in the next task…
    await runTask();
    expect(appended()).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(load).not.toHaveBeenCalled();
    // …and the import in the task after the last link.
    await runTask();
    expect(load).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(0);
    await expect(result).resolves.toBe("module");
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/assets/a.js"]')!;
    expect(link.getAttribute("crossorigin")).toBe("");
  });

  it("imports in the task of the call when there is no link to append", async () => {
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve("module"));
    void preload(load, ["assets/a.js"]);
    await runTask();
    expect(load).toHaveBeenCalledTimes(1);
    const again = vi.fn(() => Promise.resolve("again"));
    void preload(again, ["assets/a.js"]);
    void preload(again);
    expect(again).toHaveBeenCalledTimes(2);
  });

  it("appends nothing for a chunk the page links already or an earlier import requested", async () => {
    const preload = await freshHelper();
    // The page's own inert link (decision 0035).
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/page.js" media="x">';
    void preload(() => Promise.resolve(1), ["assets/page.js", "assets/shared.js"]);
    void preload(() => Promise.resolve(2), ["assets/shared.js", "assets/own.js"]);
    while (tasks.length) await runTask();
    expect(appended()).toEqual(["/assets/page.js", "/assets/shared.js", "/assets/own.js"]);
  });

  it("reports a failed import as Vite's helper does, and rejects unless a listener prevents it", async () => {
    const preload = await freshHelper();
    const failure = new Error("chunk gone");
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload: unknown }).payload);
    window.addEventListener("vite:preloadError", listener);
    try {
      await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure);
      expect(seen).toEqual([failure]);
      const prevent = (event: Event) => event.preventDefault();
      window.addEventListener("vite:preloadError", prevent);
      await expect(preload(() => Promise.reject(failure))).resolves.toBeUndefined();
      window.removeEventListener("vite:preloadError", prevent);
    } finally {
      window.removeEventListener("vite:preloadError", listener);
    }
  });
});
