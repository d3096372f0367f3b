import { describe, expect, it } from "vitest";

import { deferHydration } from "./defer-hydration.ts";

// The shape React Router 8 prerenders (ssr: false), trimmed to what the transform touches.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="icon" href="/favicon.svg"/></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("keeps the modulepreload links, inert, for React to find at hydration, and other links as they are", () => {
    expect(out).toContain(
      '<link rel="modulepreload" href="/assets/manifest-1.js" media="not all"/><link rel="modulepreload" href="/assets/entry.client-2.js" media="not all"/>',
    );
    expect(out.match(/<link rel="modulepreload"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("leaves no static import that would start downloads while the page paints", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)![1];
    expect(script).not.toMatch(/import\s+(\*|")/);
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-3.js"),import("/assets/home-4.js")])',
    );
    expect(script).toContain("const[,route0,route1]=");
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1}',
    );
    expect(script).toContain('import("/assets/entry.client-2.js")');
    expect(script).toMatch(/addEventListener\("load"/);
    expect(script).toContain("first-contentful-paint");
  });

  /**
   * Runs the deferred bootstrap against a fake page with two inert links. `setTimeout` is the
   * page's: synchronous unless a test queues the callbacks to run task by task.
   */
  function runBootstrap(setTimeout: (fn: () => void) => void = (fn) => fn()) {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)![1];
    const loaded: string[] = [];
    // The page's inert links, as the selector the script asks for finds them.
    const links = [{ media: "not all" }, { media: "not all" }];
    const mediaAtFirstImport: string[] = [];
    const document = {
      readyState: "interactive",
      querySelectorAll: (selector: string) =>
        selector === 'link[rel="modulepreload"][media="not all"]' ? links : [],
    };
    const listeners: Record<string, () => void> = {};
    const win: Record<string, unknown> = {};
    const run = new Function(
      "document",
      "addEventListener",
      "PerformanceObserver",
      "requestAnimationFrame",
      "setTimeout",
      "window",
      "__import",
      script!.replace(/\bimport\(/g, "__import("),
    );
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private cb: (l: unknown, o: unknown) => void) {}
      observe() {
        this.cb({ getEntriesByName: () => [{}] }, { disconnect() {} });
      }
    }
    run(
      document,
      (type: string, fn: () => void) => (listeners[type] = fn),
      FakeObserver,
      (fn: () => void) => fn(),
      setTimeout,
      win,
      async (href: string) => {
        if (!loaded.length) mediaAtFirstImport.push(...links.map((l) => l.media));
        loaded.push(href);
        return { href };
      },
    );
    return { links, loaded, mediaAtFirstImport, listeners, win };
  }

  it("produces a script that runs: after load + first paint it turns the inert links on, then loads the modules, then the entry", async () => {
    const { links, loaded, mediaAtFirstImport, listeners, win } = runBootstrap();
    expect(loaded).toEqual([]); // nothing before load
    expect(links.map((l) => l.media)).toEqual(["not all", "not all"]);
    listeners.load!();
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
      "/assets/entry.client-2.js",
    ]);
    // Every link was fetching before the first import asked for its module.
    expect(mediaAtFirstImport).toEqual(["all", "all"]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-3.js" },
      "routes/home": { href: "/assets/home-4.js" },
    });
  });

  it("turns the links on one per task, so starting their downloads makes no long task", async () => {
    const tasks: (() => void)[] = [];
    const { links, loaded, mediaAtFirstImport, listeners } = runBootstrap((fn) => tasks.push(fn));
    const media = () => links.map((l) => l.media);
    /** Runs the next queued task and the microtasks after it. */
    const nextTask = async () => {
      tasks.shift()!();
      await new Promise((r) => setImmediate(r));
    };
    listeners.load!();
    await nextTask(); // the task after the first paint: the first link
    expect(media()).toEqual(["all", "not all"]);
    await nextTask();
    expect(media()).toEqual(["all", "all"]);
    expect(loaded).toEqual([]);
    await nextTask(); // then the imports
    expect(loaded.slice(0, 3)).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
    ]);
    expect(mediaAtFirstImport).toEqual(["all", "all"]);
  });

  it("leaves a page without a bootstrap alone and refuses an unknown bootstrap", () => {
    expect(deferHydration("<html><body>hi</body></html>")).toBe("<html><body>hi</body></html>");
    expect(() =>
      deferHydration('<script type="module">window.__reactRouterRouteModules = {};</script>'),
    ).toThrow(/unexpected React Router bootstrap/);
  });

  it("fails loudly when React Router's output changes shape instead of leaving a page undeferred", () => {
    // The bootstrap's <script> tag gains an attribute: the rewrite would find nothing.
    expect(() =>
      deferHydration(
        page.replace(
          '<script type="module" async="">',
          '<script type="module" async="" nonce="x">',
        ),
      ),
    ).toThrow(/bootstrap script was not recognised/);
    // A modulepreload link gains an attribute: the pattern would leave it fetching.
    expect(() =>
      deferHydration(
        page.replace(
          '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
          '<link rel="modulepreload" href="/assets/manifest-1.js" crossorigin="anonymous"/>',
        ),
      ),
    ).toThrow(/modulepreload link has an unexpected shape/);
    // The static imports change syntax: nothing would be deferred.
    expect(() =>
      deferHydration(page.replace(/import \* as (\w+) from/g, "import $1 from")),
    ).toThrow(/unexpected React Router bootstrap/);
  });

  it("handles React Router's split route chunks (clientLoader etc. in their own modules)", () => {
    // The shape Scripts writes when a route has split client modules (react-router
    // lib/dom/ssr/components.js): several `import * as routeN_x` and a `const routeN = {...}`.
    const split = page.replace(
      'import * as route1 from "/assets/home-4.js";',
      'import * as route1_clientLoader from "/assets/home-loader-5.js";\nimport * as route1_main from "/assets/home-4.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(deferHydration(split))![1]!;
    expect(script).toContain("const[,route0,route1_clientLoader,route1_main]=");
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    expect(script).not.toMatch(/import\s+(\*|")/);
  });
});
