import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { lazySection } from "./lazy-section";

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
});
