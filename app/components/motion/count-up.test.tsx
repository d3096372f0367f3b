import { act, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { CountUp, formatNumber } from "~/components/motion/count-up";
import { timing } from "~/config/timing";

describe("formatNumber", () => {
  it("groups thousands with ',' and uses '.' for decimals", () => {
    expect(formatNumber(2847, 0)).toBe("2,847");
    expect(formatNumber(1234567.891, 2)).toBe("1,234,567.89");
    expect(formatNumber(8.2, 1)).toBe("8.2");
    expect(formatNumber(0, 0)).toBe("0");
  });
});

/**
 * jsdom has no IntersectionObserver: this one reports what the test says, for the elements it
 * watches. (The observers are shared per threshold and outlive a test, so the stub stays.)
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(
    private callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  /** The element's visible share became `ratio` (as the browser reports it past a threshold). */
  static show(el: Element, ratio: number) {
    for (const o of FakeObserver.all) {
      if (!o.watched.has(el)) continue;
      const threshold = Number(o.options.threshold ?? 0);
      const entry = {
        target: el,
        isIntersecting: ratio > 0 && ratio >= threshold,
        intersectionRatio: ratio,
        boundingClientRect: el.getBoundingClientRect(),
        rootBounds: null,
      } as unknown as IntersectionObserverEntry;
      act(() => o.callback([entry], o as unknown as IntersectionObserver));
    }
  }
}

const shown = (el: HTMLElement) => el.querySelector('[aria-hidden="true"]')!.textContent;
const counter = () => screen.getByText("2,847", { selector: ".sr-only" }).parentElement!;
const frames = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("CountUp", () => {
  beforeAll(() => vi.stubGlobal("IntersectionObserver", FakeObserver));
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });

  it("renders the final value for the prerendered HTML and for screen readers", () => {
    render(<CountUp end={8.2} decimals={1} prefix="$" suffix="M" />);
    expect(screen.getByText("$8.2M", { selector: ".sr-only" })).toBeInTheDocument();
  });

  it("waits at 0 until half visible, then counts up over its duration to the end value", () => {
    const duration = timing.counter.testimonialDurationMs;
    render(
      <CountUp end={2847} durationMs={duration} threshold={timing.counter.testimonialThreshold} />,
    );
    const el = counter();
    expect(shown(el)).toBe("0");

    // Scrolled into view, but less than half of it: no counting.
    FakeObserver.show(el, 0.3);
    frames(duration);
    expect(shown(el)).toBe("0");

    FakeObserver.show(el, 0.6);
    const seen: number[] = [];
    for (let t = 0; t < duration; t += duration / 10) {
      frames(duration / 10);
      seen.push(Number(shown(el)!.replace(/,/g, "")));
    }
    frames(100);
    // Rising through values between 0 and the end (ease-out: fast first), ending exactly on it.
    expect(seen.slice(0, -1).every((v, i) => v > 0 && v < 2847 && v >= (seen[i - 1] ?? 0))).toBe(
      true,
    );
    expect(new Set(seen).size).toBeGreaterThan(5);
    expect(seen[0]).toBeGreaterThan(2847 * 0.2);
    expect(shown(el)).toBe("2,847");
    // The screen-reader text never moved.
    expect(screen.getByText("2,847", { selector: ".sr-only" })).toBe(el.lastElementChild);
  });

  it("counts once: scrolling away and back leaves the end value", () => {
    render(<CountUp end={2847} durationMs={1000} threshold={0.5} />);
    const el = counter();
    FakeObserver.show(el, 1);
    frames(1100);
    expect(shown(el)).toBe("2,847");
    FakeObserver.show(el, 0);
    FakeObserver.show(el, 1);
    frames(16);
    expect(shown(el)).toBe("2,847");
  });

  it("scrolled away mid-count, ends on the final value at once and draws no more frames", () => {
    const raf = vi.spyOn(window, "requestAnimationFrame");
    render(<CountUp end={2847} durationMs={2000} threshold={0.5} />);
    const el = counter();
    const number = el.firstElementChild!.firstElementChild!;
    FakeObserver.show(el, 1);
    frames(300);
    expect(Number(shown(el)!.replace(/,/g, ""))).toBeLessThan(2847);

    // The number leaves the screen (the observer watches the number itself, at threshold 0).
    FakeObserver.show(number, 0);
    expect(shown(el)).toBe("2,847");
    const requested = raf.mock.calls.length;
    frames(1000);
    expect(raf.mock.calls.length).toBe(requested);
    expect(shown(el)).toBe("2,847");
  });

  it("counts without React: one render, then each frame only rewrites the number's text", () => {
    const commits = vi.fn();
    render(
      <Profiler id="count" onRender={commits}>
        <CountUp end={2847} durationMs={1000} threshold={0.5} />
      </Profiler>,
    );
    const el = counter();
    const text = el.firstElementChild!.firstElementChild!.firstChild;
    FakeObserver.show(el, 1);
    frames(500);
    expect(Number(shown(el)!.replace(/,/g, ""))).toBeLessThan(2847);
    frames(600);
    expect(shown(el)).toBe("2,847");
    expect(commits).toHaveBeenCalledTimes(1);
    // The same text node React rendered, so a later render finds the DOM it left.
    expect(el.firstElementChild!.firstElementChild!.firstChild).toBe(text);
  });

  it("under reduced motion shows the end value at once and never counts", () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("reduce"), media: q }));
    render(<CountUp end={2847} durationMs={1000} threshold={0.5} />);
    const el = counter();
    expect(shown(el)).toBe("2,847");
    FakeObserver.show(el, 1);
    frames(500);
    expect(shown(el)).toBe("2,847");
  });
});
