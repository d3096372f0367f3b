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

/**
 * `load` once per key: the same promise for the same key, marked for `use()` once settled. For
 * content a route reads with `use()` (lib/route-record.ts, lib/blog-related.ts).
 */
export function loadsOncePerKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = readableOnceSettled(load(key));
      cache.set(key, promise);
    }
    return promise;
  };
}
