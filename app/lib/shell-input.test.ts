import { afterEach, describe, expect, it, vi } from "vitest";

import { heldEvents, holdInputUntilShellHydrated, shellHydrated } from "~/lib/shell-input";

/** A listener on the document, where React listens, in the capture and the bubble phase. */
function listenOnDocument(type: string) {
  const seen = vi.fn();
  document.addEventListener(type, seen, true);
  document.addEventListener(type, seen);
  return {
    seen,
    stop: () => [true, false].forEach((c) => document.removeEventListener(type, seen, c)),
  };
}

describe("holdInputUntilShellHydrated", () => {
  afterEach(() => shellHydrated());

  it("keeps presses and keys from the document until the shell is hydrated, then lets them through", () => {
    const button = document.body.appendChild(document.createElement("button"));
    const pointer = listenOnDocument("pointerdown");
    const keys = listenOnDocument("keydown");
    holdInputUntilShellHydrated();
    const press = new Event("pointerdown", { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    button.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Enter" }));
    expect(pointer.seen).not.toHaveBeenCalled();
    expect(keys.seen).not.toHaveBeenCalled();
    // The browser's own action is not cancelled: the press only does not reach React.
    expect(press.defaultPrevented).toBe(false);

    shellHydrated();
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(pointer.seen).toHaveBeenCalledTimes(2); // capture and bubble
    pointer.stop();
    keys.stop();
    button.remove();
  });

  it("holds every event React hydrates for at once, and nothing else", () => {
    expect(heldEvents).toEqual(
      expect.arrayContaining([
        "pointerdown",
        "pointerup",
        "click",
        "keydown",
        "input",
        "touchstart",
      ]),
    );
    expect(heldEvents).not.toContain("pointerover");
    expect(heldEvents).not.toContain("focusin");
    expect(heldEvents).not.toContain("submit"); // the early-submit guard's
    const hover = listenOnDocument("pointerover");
    holdInputUntilShellHydrated();
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(hover.seen).toHaveBeenCalled();
    hover.stop();
  });

  it("after the shell, still keeps presses and keys in a form island until the form is live", () => {
    document.body.innerHTML =
      '<div data-island="audit-form"><form><input name="email"><button>Send</button></form></div>' +
      "<form><button>Subscribe</button></form>";
    const island = document.querySelector<HTMLFormElement>("[data-island] form")!;
    const shellForm = document.querySelector<HTMLFormElement>("body > form")!;
    const [field, send] = [island.querySelector("input")!, island.querySelector("button")!];
    const pointer = listenOnDocument("pointerdown");
    const keys = listenOnDocument("keydown");
    holdInputUntilShellHydrated();
    shellHydrated();
    const press = new Event("pointerdown", { bubbles: true, cancelable: true });
    send.dispatchEvent(press);
    field.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "a" }));
    expect(pointer.seen).not.toHaveBeenCalled();
    expect(keys.seen).not.toHaveBeenCalled();
    expect(press.defaultPrevented).toBe(false);
    // A form of the shell (the footer's) is React's as soon as the shell is.
    shellForm.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(pointer.seen).toHaveBeenCalledTimes(2);

    island.setAttribute("data-hydrated", ""); // the form's commit (lib/early-submit.ts)
    send.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "a" }));
    expect(pointer.seen).toHaveBeenCalledTimes(4);
    expect(keys.seen).toHaveBeenCalledTimes(2);
    pointer.stop();
    keys.stop();
    document.body.innerHTML = "";
  });

  it("listens passively in the capture phase, so a touch never waits for it before scrolling", async () => {
    vi.resetModules();
    const add = vi.spyOn(window, "addEventListener");
    const fresh = await import("~/lib/shell-input");
    fresh.holdInputUntilShellHydrated();
    fresh.shellHydrated(); // this copy's listener stays on the window: let it pass everything
    const touch = add.mock.calls.find(([type]) => type === "touchstart");
    add.mockRestore();
    expect(touch?.[2]).toEqual({ capture: true, passive: true });
  });

  it("holds once when called twice, and one call to shellHydrated ends it", () => {
    const click = listenOnDocument("click");
    holdInputUntilShellHydrated();
    holdInputUntilShellHydrated();
    shellHydrated();
    document.body.dispatchEvent(new Event("click", { bubbles: true }));
    expect(click.seen).toHaveBeenCalledTimes(2);
    click.stop();
  });
});
