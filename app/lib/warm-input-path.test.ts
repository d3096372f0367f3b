import { createElement } from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { warmInputPath } from "./warm-input-path";

describe("warmInputPath", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("sends one pointerover from <body> up to the document, where React's root listens", () => {
    const seen: Event[] = [];
    const listen = (e: Event) => seen.push(e);
    document.addEventListener("pointerover", listen);
    warmInputPath();
    document.removeEventListener("pointerover", listen);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.target).toBe(document.body);
    expect(seen[0]!.bubbles).toBe(true);
    // A script's event: no Event Timing entry, no :hover.
    expect(seen[0]!.isTrusted).toBe(false);
  });

  it("reaches no handler of the page's elements", () => {
    const over = vi.fn();
    const enter = vi.fn();
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    act(() =>
      root.render(createElement("a", { href: "/x", onPointerOver: over, onPointerEnter: enter })),
    );
    warmInputPath();
    expect(over).not.toHaveBeenCalled();
    expect(enter).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
