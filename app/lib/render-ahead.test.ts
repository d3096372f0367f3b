import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { renderAhead } from "./render-ahead";

let idle: (() => void)[];
let laidOut: string[];

const skipping = (id: string) => getComputedStyle(document.getElementById(id)!).contentVisibility;
/** The idle callback waiting, then the frame and the task after it. */
function step() {
  const run = idle.shift();
  if (!run) throw new Error("nothing scheduled");
  run();
  vi.runAllTimers();
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  idle = [];
  laidOut = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
  vi.stubGlobal("cancelIdleCallback", () => (idle = []));
  // Reading a section's height is what lays it out: record which section, and how it was styled.
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    laidOut.push(`${this.id}:${getComputedStyle(this).contentVisibility}`);
    return 0;
  });
  document.body.innerHTML = `
    <style>main > section ~ section:not(.on-dark) { content-visibility: auto }</style>
    <main>
      <section id="hero"></section>
      <section id="one"></section>
      <section id="dark" class="on-dark"></section>
      <section id="two" style="contain-intrinsic-size: auto 500px"></section>
    </main>`;
  delete document.documentElement.dataset.renderedAhead;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("renderAhead", () => {
  it("lays out each skipped section in an idle callback of its own, in page order", () => {
    renderAhead();
    expect(laidOut).toEqual([]);
    step();
    // The always-rendered sections are left alone: the first, and the dark band.
    expect(laidOut).toEqual(["one:visible"]);
    step();
    expect(laidOut).toEqual(["one:visible", "two:visible"]);
    expect(document.documentElement.dataset.renderedAhead).toBeUndefined();
    step();
    expect(document.documentElement.dataset.renderedAhead).toBe("2");
    expect(idle).toEqual([]);
  });

  it("keeps a section rendered for one frame, then skipping again with its own style", () => {
    renderAhead();
    idle.shift()!();
    expect(skipping("one")).toBe("visible");
    vi.advanceTimersToNextFrame();
    expect(skipping("one")).toBe("visible"); // the frame records its size; the task after it…
    vi.runOnlyPendingTimers();
    expect(skipping("one")).toBe("auto");
    expect(document.getElementById("one")!.getAttribute("style")).toBeFalsy();
    expect(laidOut).toEqual(["one:visible"]); // …and only then is the next one due, when idle
    step();
    expect(skipping("two")).toBe("auto");
    expect(document.getElementById("two")!.getAttribute("style")).toBe(
      "contain-intrinsic-size: auto 500px;",
    );
  });

  it("stops when the page changes, leaving no section visible", () => {
    const stop = renderAhead();
    idle.shift()!();
    expect(skipping("one")).toBe("visible");
    stop();
    expect(skipping("one")).toBe("auto");
    vi.runAllTimers();
    expect(idle).toEqual([]);
    expect(laidOut).toEqual(["one:visible"]);
    expect(document.documentElement.dataset.renderedAhead).toBeUndefined();
  });

  it("skips a section the page no longer holds", () => {
    renderAhead();
    document.getElementById("one")!.remove();
    step();
    expect(laidOut).toEqual(["two:visible"]);
  });
});
