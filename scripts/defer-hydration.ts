// Hydration after first paint (issue 6). React Router's prerendered pages start downloading the
// whole app (modulepreload links plus a module script with static imports) while the page is
// still painting, so on a slow phone ~118 KB of JavaScript competes with the HTML, CSS and font
// for the first screen. Every page is complete and navigable without JavaScript (links are plain
// anchors, the menus have CSS/no-JS fallbacks), so the build moves that work after the `load`
// event and the first paint: the modulepreload links are made inert, and the bootstrap script
// imports the same modules dynamically once the page has loaded. After hydration, React Router
// prefetches on intent as before. See docs/decisions/0008-hydrate-after-load.md for the
// measurements, and 0035 for the inert links. Once the page has painted, the bootstrap first turns
// those links on, so the route's modules download together rather than one import level after
// another (decision 0074 §4).

/** The attribute that keeps a modulepreload link in the HTML from fetching: no media matches. */
export const inertMedia = 'media="not all"';

const BOOTSTRAP =
  /<script type="module"(?: async="")?>([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;

/**
 * Rewrites React Router's module bootstrap so it runs after `load`. Returns the HTML unchanged if
 * it has no bootstrap (e.g. a page without scripts); throws if the bootstrap has an unexpected
 * shape, so a React Router upgrade that changes it fails the build instead of shipping a page
 * that never hydrates.
 */
export function deferHydration(html: string): string {
  const match = BOOTSTRAP.exec(html);
  if (!match) {
    // No bootstrap found: fine for a page without React Router's scripts, but if the page still
    // has its route modules or modulepreload links, React Router's output changed shape.
    if (/__reactRouterRouteModules|rel="modulepreload"/.test(html))
      throw new Error(
        "defer-hydration: React Router's bootstrap script was not recognised (its <script> tag changed?)",
      );
    return html;
  }
  const source = match[1] ?? "";
  const imports: { name: string | undefined; href: string }[] = [];
  let rest = source.replace(
    /import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";?/g,
    (_, name: string | undefined, href: string) => {
      imports.push({ name, href });
      return "";
    },
  );
  rest = rest.trim();
  if (
    !imports.length ||
    /\bimport\s+[\w*{]/.test(rest) || // a static import the pattern did not take out
    !/window\.__reactRouterRouteModules\s*=/.test(rest) ||
    !/import\("[^"]+"\)/.test(rest)
  ) {
    throw new Error("defer-hydration: unexpected React Router bootstrap script:\n" + source);
  }
  const names = imports.map((i) => i.name ?? "");
  const loads = imports.map((i) => `import(${JSON.stringify(i.href)})`).join(",");
  // The inert links turned on: with `media` matching, Chromium fetches each one at once. Without
  // this the imports below found the modules level by level (a route module, then the chunks it
  // imports, then theirs), a round trip each; React still finds every link it renders. One link
  // per task: starting a fetch costs 0.3-0.7 ms at 1x CPU, more under Lighthouse, so the 8-15
  // links of a page turned on in one task made it a long one (decision 0080).
  const live = `for(const l of document.querySelectorAll('link[rel="modulepreload"][${inertMedia}]')){l.media="all";await(globalThis.scheduler?.yield?.()??new Promise(r=>setTimeout(r)))}`;
  const script =
    `<script type="module">const hydrate=async()=>{${live}const[${names.join(",")}]=await Promise.all([${loads}]);${rest}};` +
    // After load and after the first contentful paint (a long page may finish loading before it
    // first paints; the paint entry arrives once the frame is on screen). Without paint timing:
    // the frame after load.
    `const painted=f=>PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(f)}}).observe({type:"paint",buffered:true}):requestAnimationFrame(()=>setTimeout(f));` +
    `const start=()=>painted(hydrate);` +
    `document.readyState==="complete"?start():addEventListener("load",start,{once:true});</script>`;
  const out = html
    .replace(match[0], () => script)
    // The links stay, inert: `media="not all"` never matches, so neither the preload scanner nor
    // the parser fetches anything. React hydrates React Router's <Scripts /> and finds each link
    // it renders already in the head (it compares href, rel, title and crossorigin), so it
    // creates none. Removed, the 8-15 links of a page were created and appended again in the
    // hydration's commit, and the hydrated head differed from the HTML (decision 0035).
    .replace(
      /<link rel="modulepreload" href="([^"]+)"\/>/g,
      `<link rel="modulepreload" href="$1" ${inertMedia}/>`,
    );
  // A preload the pattern missed (new attributes such as crossorigin or integrity) would start
  // the downloads during the first paint again: fail instead of shipping it.
  if (new RegExp(`<link rel="modulepreload"(?![^>]*${inertMedia})`).test(out))
    throw new Error("defer-hydration: a modulepreload link has an unexpected shape");
  return out;
}
