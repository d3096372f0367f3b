import { preloadNotFoundView } from "~/components/sections/not-found-meta";
import { renderAfter, startSoon } from "~/lib/lazy-section";
import { loadsOncePerKey } from "~/lib/settled";

/** A record's module loading: a promise React's `use()` reads at once when it has settled. */
export type RecordLoad<T> = Promise<T | null>;

/**
 * Detail routes (`automations/:slug`, `ai/:slug`, `leadership/:slug`, `services/:slug`) find
 * their content record by the route's `slug` param. A slug with no record renders the
 * not-found view: on a static host such an address gets the 404 file, and the browser renders
 * the address's own route over it (lib/prerendered-route.ts).
 *
 * For a family whose records are one module each (`import.meta.glob` of `<dir>/<slug>.ts`, lazy),
 * so a page ships only its own record. `load(slug)` returns the same promise for the same slug;
 * once it has settled it is marked the way React's `use()` reads synchronously, so a record
 * fetched before hydration (see `preload`) renders without suspending. An unknown slug gives null.
 */
export function recordModules<T>(
  modules: Record<string, () => Promise<T>>,
  dir: string,
): { load: (slug: string | undefined) => RecordLoad<T>; preload: (pattern: RegExp) => void } {
  const byKey = loadsOncePerKey((key): RecordLoad<T> => {
    const importer = /^[a-z0-9-]+$/.test(key) ? modules[`${dir}/${key}.ts`] : undefined;
    return importer ? importer() : Promise.resolve(null);
  });
  const load = (slug: string | undefined) => byKey(slug ?? "");
  // In the browser, start on the current address's record in the task right after the one that
  // evaluates the route module, in parallel with React's own start-up. Not in that task: the
  // request and Vite's preload links for the record cost 3–6 ms at 1× in a fresh page (the links
  // have had tasks of their own since decision 0081, lib/chunk-preload.ts), and the
  // evaluation task is the one after the first paint that most often crossed Lighthouse's
  // 50 ms at 4× (decision 0044); `load` starts it at once if React asks first. An address with
  // no record renders the not-found view, whose code then loads too; a page rendered afresh (a
  // host's 404 file at this address, lib/prerendered-route.ts) waits for both, so it renders
  // whole, in one commit.
  const preload = (pattern: RegExp) => {
    if (typeof window === "undefined") return;
    const slug = pattern.exec(window.location.pathname)?.[1];
    if (slug !== undefined)
      renderAfter(
        startSoon(() => load(slug).then((record): unknown => record ?? preloadNotFoundView())),
      );
  };
  return { load, preload };
}

/**
 * A detail page's title and description from its family's seo map (meta cannot wait for the
 * record).
 */
export function seoBySlug<S>(
  seoMap: Readonly<Record<string, S>>,
  slug: string | undefined,
): S | undefined {
  return slug !== undefined && Object.hasOwn(seoMap, slug) ? seoMap[slug] : undefined;
}
