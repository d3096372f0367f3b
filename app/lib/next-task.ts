/** Resolves in a task of its own, after what the browser has queued meanwhile (input, rendering, network). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
