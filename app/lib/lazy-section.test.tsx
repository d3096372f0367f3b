import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { lazySection, lazySectionsReady } from "./lazy-section";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazySection", () => {
  it("starts loading its code as soon as it is declared, not when first rendered", () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    lazySection(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders its section, with its props, once the code has arrived", async () => {
    const Section = lazySection(() => Promise.resolve(Greeting));
    await act(async () => {
      render(<Section name="Ada" />);
    });
    expect(screen.getByText("Hello Ada")).toBeInTheDocument();
  });

  it("keeps a Suspense boundary around it, so the prerendered HTML hydrates on its own", async () => {
    const Section = lazySection(() => Promise.resolve(Greeting));
    await act(async () => {
      render(<Section name="warm-up" />);
    });
    // Once loaded, a server render shows the section inside the boundary's markers.
    expect(renderToString(<Section name="Ada" />)).toBe(
      "<!--$--><p>Hello <!-- -->Ada</p><!--/$-->",
    );
  });

  it("renders at once, without suspending, when mounted after its code has arrived", async () => {
    const Section = lazySection(() => Promise.resolve(Greeting));
    await act(async () => {});
    // No act() to flush a suspended lazy: the first synchronous render already has it.
    const { container } = render(<Section name="Ada" />);
    expect(container.innerHTML).toBe("<p>Hello Ada</p>");
  });

  it("lets a route module wait for its sections only after the app has hydrated", async () => {
    let arrive!: (c: typeof Greeting) => void;
    lazySection(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    expect(lazySectionsReady()).toBeUndefined();
    document.documentElement.dataset.hydrated = "";
    try {
      const ready = lazySectionsReady();
      expect(ready).toBeInstanceOf(Promise);
      let done = false;
      void ready!.then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      arrive(Greeting);
      await ready;
      expect(done).toBe(true);
    } finally {
      delete document.documentElement.dataset.hydrated;
    }
  });
});
