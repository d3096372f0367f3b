/**
 * Marks a promise, once it has settled, the way React's `use()` reads synchronously (the fields
 * of React's "thenable" protocol). Content fetched before hydration then renders without
 * suspending.
 */
export function readableOnceSettled<T>(promise: Promise<T>): Promise<T> {
  void promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}
