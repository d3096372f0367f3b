import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { renderAhead } from "./render-ahead";

let idle: (() => void)[];
let laidOut: string[];
let onScreen: Set<string>;

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
  // The browser skips the content of every section but those on screen (here: none but the
  // hero) while it is `content-visibility: auto`.
  Object.defineProperty(Element.prototype, "checkVisibility", {
    configurable: true,
    value(this: Element) {
      // Skipped when any section or body part holding it is skipped.
      for (let el = this.parentElement; el; el = el.parentElement) {
        const holder = el.matches("section, .prose-part");
        if (holder && !onScreen.has(el.id) && getComputedStyle(el).contentVisibility === "auto")
          return false;
      }
      return true;
    },
  });
  onScreen = new Set(["hero"]);
  document.body.innerHTML = `
    <style>main > section ~ section:not(.on-dark) { content-visibility: auto }</style>
    <main>
      <section id="hero"><div></div></section>
      <section id="one"><div></div></section>
      <section id="dark" class="on-dark"><div></div></section>
      <section id="near"><div></div></section>
      <section id="two" style="contain-intrinsic-size: auto 500px"><div></div></section>
    </main>`;
  delete document.documentElement.dataset.renderedAhead;
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, "checkVisibility");
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("renderAhead", () => {
  it("lays out each skipped section in an idle callback of its own, in page order", () => {
    onScreen.add("near");
    renderAhead();
    expect(laidOut).toEqual([]);
    step();
    // The always-rendered sections are left alone (the first, the dark band), and so is one the
    // browser renders already, near the screen: forcing it would count as a layout shift.
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
    step();
    expect(laidOut).toEqual(["one:visible", "near:visible", "two:visible"]);
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

  it("touches nothing where the browser cannot tell what it skips", () => {
    Reflect.deleteProperty(Element.prototype, "checkVisibility");
    renderAhead();
    step();
    expect(laidOut).toEqual([]);
    expect(document.documentElement.dataset.renderedAhead).toBe("0");
  });

  it("lays out a long body's skipped parts too, in page order, and not one on screen", () => {
    // The article's body: its first part on screen with the section that holds it, the rest not.
    document.getElementById("hero")!.insertAdjacentHTML(
      "beforeend",
      `<style>.prose-part { content-visibility: auto }</style>
       <div class="prose-part" id="part1"><p></p></div>
       <div class="prose-part" id="part2"><p></p></div>
       <div class="prose-part" id="part3"><h2></h2></div>`,
    );
    onScreen.add("part1");
    renderAhead();
    for (let i = 0; i < 5; i++) step();
    expect(laidOut).toEqual([
      "part2:visible",
      "part3:visible",
      "one:visible",
      "near:visible",
      "two:visible",
    ]);
    expect(skipping("part2")).toBe("auto");
    step();
    expect(document.documentElement.dataset.renderedAhead).toBe("5");
  });

  it("skips a section the page no longer holds", () => {
    renderAhead();
    document.getElementById("one")!.remove();
    step();
    expect(laidOut).toEqual(["near:visible"]);
  });
});
