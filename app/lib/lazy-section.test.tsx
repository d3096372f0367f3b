import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { lazySection, lazySectionsArrived } from "./lazy-section";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazySection", () => {
  it("starts loading its code in the task after it is declared, not when first rendered", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const other = vi.fn(() => Promise.resolve(Greeting));
    lazySection(load);
    lazySection(other);
    // Not in the task that evaluates the modules (decision 0029)…
    expect(load).not.toHaveBeenCalled();
    // …but in the tasks after it, and lazySectionsArrived() waits for them.
    await lazySectionsArrived();
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it("starts each section's load in a task of its own, not all in one", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const load = vi.fn(() => Promise.resolve(Greeting));
      const other = vi.fn(() => Promise.resolve(Greeting));
      lazySection(load);
      lazySection(other);
      // Two tasks, each with one section's preload links (decision 0033).
      expect(vi.getTimerCount()).toBe(2);
      vi.runAllTimers();
      expect(load).toHaveBeenCalledTimes(1);
      expect(other).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts loading at once when rendered before that task", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const load = vi.fn(() => Promise.resolve(Greeting));
      const Section = lazySection(load);
      await act(async () => {
        render(<Section name="Grace" />);
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByText("Hello Grace")).toBeInTheDocument();
      // The queued start then finds it loaded.
      vi.runAllTimers();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders its section, with its props, once the code has arrived", async () => {
    const Section = lazySection(() => Promise.resolve(Greeting));
    await act(async () => {
      render(<Section name="Ada" />);
    });
    expect(screen.getByText("Hello Ada")).toBeInTheDocument();
  });

  it("keeps a Suspense boundary around it in the prerender, so its HTML hydrates on its own", async () => {
    const Section = lazySection(() => Promise.resolve(Greeting));
    // The build's render waits for the code; renderToString cannot, so a first pass starts it.
    renderToString(<Section name="Ada" />);
    await act(async () => {});
    expect(renderToString(<Section name="Ada" />)).toBe(
      "<!--$--><p>Hello <!-- -->Ada</p><!--/$-->",
    );
  });

  it("after hydration, renders at once, without suspending, once its code has arrived", async () => {
    const Section = lazySection(() => Promise.resolve(Greeting));
    await lazySectionsArrived();
    // A client render (not a hydration), as after a navigation. No act() to flush a suspended
    // lazy: the first synchronous render already has it.
    const { container } = render(<Section name="Ada" />);
    expect(container.innerHTML).toBe("<p>Hello Ada</p>");
  });

  it("hydrates the prerendered HTML inside its own boundary, with no mismatch", async () => {
    const Section = lazySection(() => Promise.resolve(Greeting));
    await lazySectionsArrived();
    const container = document.createElement("div");
    container.innerHTML = "<!--$--><p>Hello <!-- -->Ada</p><!--/$-->";
    const paragraph = container.querySelector("p");
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Section name="Ada" />, {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    expect(problems).toEqual([]);
    // The same element: hydrated in place, not replaced.
    expect(container.querySelector("p")).toBe(paragraph);
  });

  it("after hydration, has no boundary of its own: a navigation waits for its code", async () => {
    let arrive!: (c: typeof Greeting) => void;
    const Slow = lazySection(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    // The boundary above it (the route's) is the one that suspends; in a transition React
    // keeps the previous page meanwhile.
    const { container } = render(
      <Suspense fallback={<p>the route waits</p>}>
        <p>hero</p>
        <Slow name="Ada" />
      </Suspense>,
    );
    expect(container.textContent).toBe("the route waits");
    const arrived = lazySectionsArrived();
    await act(async () => arrive(Greeting));
    await arrived;
    expect(container.textContent).toBe("heroHello Ada");
  });

  it("keeps its prerendered HTML when the page re-renders with equal props before its code arrives", async () => {
    let arrive!: (c: typeof Greeting) => void;
    const Slow = lazySection(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const container = document.createElement("div");
    container.innerHTML = "<!--$--><p>Hello <!-- -->Ada</p><!--/$-->";
    const paragraph = container.querySelector("p");
    const problems: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Slow name="Ada" />, {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    // The route renders again (a jump to #anchor changes the location), with a new props
    // object of the same values. A still-dehydrated boundary that received it would drop its
    // server HTML for an empty fallback until the code arrives.
    await act(async () => root.render(<Slow name="Ada" />));
    expect(container.querySelector("p")).toBe(paragraph);
    expect(container.textContent).toBe("Hello Ada");
    const arrived = lazySectionsArrived();
    await act(async () => arrive(Greeting));
    await arrived;
    expect(problems).toEqual([]);
    expect(container.querySelector("p")).toBe(paragraph);
  });

  it("renders new props when their values change", async () => {
    const Section = lazySection(() => Promise.resolve(Greeting));
    await lazySectionsArrived();
    const { container, rerender } = render(<Section name="Ada" />);
    rerender(<Section name="Grace" />);
    expect(container.innerHTML).toBe("<p>Hello Grace</p>");
  });
});
