import { fireEvent, render } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";

import { tabbableIn, useFocusTrap } from "./use-focus-trap";

function Panel({ onEscape = () => {} }: { onEscape?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onEscape);
  return (
    <div ref={ref} data-testid="panel">
      <a href="/a" id="first">
        First
      </a>
      <button type="button" disabled id="disabled-button">
        Off
      </button>
      <input type="hidden" name="h" id="hidden-input" />
      <fieldset disabled>
        <input id="in-disabled-fieldset" />
      </fieldset>
      <select disabled id="disabled-select">
        <option>x</option>
      </select>
      <textarea disabled id="disabled-textarea" />
      <span tabIndex={-1} id="minus-one">
        skip
      </span>
      <div inert>
        <button type="button" id="inert-button">
          Inert
        </button>
      </div>
      <details id="closed">
        <summary id="closed-summary">More</summary>
        <a href="/inside" id="inside-closed">
          Inside
        </a>
      </details>
      <div contentEditable suppressContentEditableWarning id="editable">
        Notes
      </div>
      <details open>
        <summary id="last">Open section</summary>
      </details>
    </div>
  );
}

describe("tabbableIn", () => {
  it("follows tabbable's rules: summaries and editable regions in, disabled and hidden out", () => {
    const { getByTestId } = render(<Panel />);
    expect(tabbableIn(getByTestId("panel")).map((el) => el.id)).toEqual([
      "first",
      "closed-summary",
      "editable",
      "last",
    ]);
  });
});

describe("useFocusTrap", () => {
  it("wraps Tab from the last stop (a summary) to the first, and Shift+Tab back", () => {
    render(<Panel />);
    const first = document.getElementById("first")!;
    const last = document.getElementById("last")!;
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(first).toHaveFocus();
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(last).toHaveFocus();
  });

  it("leaves Tab alone between the ends, and calls onEscape on Escape", () => {
    const onEscape = vi.fn();
    render(<Panel onEscape={onEscape} />);
    const editable = document.getElementById("editable")!;
    editable.focus();
    const event = fireEvent.keyDown(document, { key: "Tab" });
    expect(event).toBe(true); // not prevented: the browser moves focus on its own
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
