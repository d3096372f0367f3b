/**
 * The preload helper every dynamic `import()` in the built app calls, in place of Vite's
 * (scripts/vite-preload-helper.ts). Vite compiles `import("./x")` to
 * `__vitePreload(() => import("./x"), deps)`, where `deps` lists the chunks `x` imports that
 * the importing chunk has not loaded (decision 0048). Vite's helper appends a
 * `<link rel="modulepreload">` for each, all in the task of the call, then imports.
 *
 * Appending such a link starts its request, on the main thread. In a lazy section's start, a
 * task of its own (lib/lazy-section.tsx), seven links made most of a 52 ms task at 4× CPU under
 * tracing (decision 0081). This helper appends one link per task, the first in the task of the
 * call, and imports in the task after the last: the same requests in the same order, each
 * import's own before the chunk's, so the chunk finds them on their way.
 */

/** Absolute URLs this helper has requested, so a chunk two imports share is requested once. */
const requested = new Set<string>();

export function __vitePreload<T>(
  baseModule: () => Promise<T>,
  deps?: readonly string[],
): Promise<T> {
  const links = deps?.length ? linksFor(deps) : [];
  if (!links.length) return baseModule().catch(preloadError);
  return (async () => {
    for (const [i, link] of links.entries()) {
      if (i > 0) await nextTask();
      document.head.append(link);
    }
    await nextTask();
    return baseModule();
  })().catch(preloadError);
}

/** A link for each of `deps` that neither the document nor an earlier call has requested. */
function linksFor(deps: readonly string[]): HTMLLinkElement[] {
  const links: HTMLLinkElement[] = [];
  // The page's own links (inert or not, decision 0035), read once the first dep needs the check.
  let present: Set<string> | undefined;
  for (const dep of deps) {
    const path = import.meta.env.BASE_URL + dep;
    const href = new URL(path, document.baseURI).href; // as `link.href` reads back
    if (requested.has(href)) continue;
    requested.add(href);
    present ??= new Set(Array.from(document.getElementsByTagName("link"), (l) => l.href));
    if (present.has(href)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.as = "script"; // as Vite's helper does: the mark of a link made by script
    link.crossOrigin = "";
    link.href = path;
    links.push(link);
  }
  return links;
}

/**
 * The next task: `scheduler.yield()`, whose continuation runs ahead of the page's other queued
 * tasks (the next lazy section's start among them), or a timer where the browser lacks it.
 */
function nextTask(): Promise<unknown> {
  return (
    (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
    new Promise((resolve) => setTimeout(resolve))
  );
}

/**
 * As Vite's helper: a failed import dispatches `vite:preloadError` on the window, and rejects
 * unless a listener called `preventDefault()` (Vite's documented way to reload on a stale
 * deploy).
 */
function preloadError(error: unknown): never {
  const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), {
    payload: error,
  });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return undefined as never;
}
