/**
 * Runs `run` once the browser is idle, or after `timeout` ms at the latest. Where there is no
 * `requestIdleCallback` (Safari), a timer stands in. Returns a function that cancels the call.
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request === "function") {
    const id = request(() => run(), timeout ? { timeout } : undefined);
    return () => cancel(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}
