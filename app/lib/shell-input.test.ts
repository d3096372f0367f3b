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
    // A form outside an island is React's once it has marked itself live.
    shellForm.setAttribute("data-hydrated", "");
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

  it("after the shell, keeps presses but not keys in any other form until it is live", () => {
    // Load More's form, in a section still hydrating: a press would make React hydrate that
    // section inside it, for a submit the early-submit guard holds anyway.
    document.body.innerHTML =
      '<section><form action="#more"><button>Load More Articles</button></form></section>' +
      '<form><input name="email"><button>Subscribe</button></form>';
    const more = document.querySelector<HTMLFormElement>("section form")!;
    const subscribe = document.querySelector<HTMLFormElement>("body > form")!;
    const button = more.querySelector("button")!;
    const field = subscribe.querySelector("input")!;
    const presses = ["pointerdown", "mousedown", "click", "touchstart"] as const;
    const seen = {
      pointerdown: listenOnDocument("pointerdown"),
      mousedown: listenOnDocument("mousedown"),
      click: listenOnDocument("click"),
      touchstart: listenOnDocument("touchstart"),
      keydown: listenOnDocument("keydown"),
      input: listenOnDocument("input"),
    };
    // As the early-submit guard does, the submit a click starts is held.
    const guard = (event: Event) => event.preventDefault();
    document.addEventListener("submit", guard, true);
    holdInputUntilShellHydrated();
    shellHydrated();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    for (const type of ["pointerdown", "mousedown", "touchstart"])
      button.dispatchEvent(new Event(type, { bubbles: true }));
    button.dispatchEvent(click);
    field.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    for (const type of presses) expect(seen[type].seen, type).not.toHaveBeenCalled();
    // The browser's own action (the submit the guard holds) is left alone.
    expect(click.defaultPrevented).toBe(false);
    // Typing reaches React: the footer's field is controlled.
    field.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "a" }));
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(seen.keydown.seen).toHaveBeenCalledTimes(2);
    expect(seen.input.seen).toHaveBeenCalledTimes(2);

    more.setAttribute("data-hydrated", ""); // BlogList's first effect (lib/early-submit.ts)
    button.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(seen.click.seen).toHaveBeenCalledTimes(2);
    field.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(seen.pointerdown.seen).not.toHaveBeenCalled(); // its own form is not live yet
    Object.values(seen).forEach((s) => s.stop());
    document.removeEventListener("submit", guard, true);
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
