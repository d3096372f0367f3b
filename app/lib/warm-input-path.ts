/**
 * A visitor's first tap after hydration paid V8's first compile of React's event dispatch: the
 * root listener's path (the target's fiber, each event plugin's extraction, the enter and leave
 * walk) runs for the first time then, 8–16 ms of compile at 4× CPU in the tap's own task
 * (decision 0054). One `pointerover` on <body>, dispatched in idle time, runs that path ahead:
 * React finds no handler for it on <body> or <html>, and a script's event changes no `:hover`
 * and reaches no Event Timing entry.
 */
export function warmInputPath(): void {
  document.body.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));
}
