/** For tests with fake timers: every microtask queued so far (and those they queue) has run. */
export async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
