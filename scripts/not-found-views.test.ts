import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import { renderedRouteMeta, routeIdFor } from "../app/lib/prerendered-route";
import {
  ROUTE_META,
  notFoundViews,
  viewFor,
  viewParts,
  withOtherViews,
} from "./not-found-views.ts";

// A document of its own, with its own address and scripts on (jsdom ships no type declarations).
type Dom = new (
  html: string,
  options?: { url?: string; runScripts?: "dangerously" },
) => {
  window: Window & typeof globalThis;
};
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: Dom };

const page = (title: string, description: string, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title>` +
  `<meta name="description" content="${description}"/><meta property="og:title" content="${title}"/>` +
  `</head><body><header>Site</header><main id="main"><h1>${main}</h1></main><footer>Foot</footer>` +
  `<script>window.after = document.querySelectorAll("h1").length</script></body></html>`;

const pages = {
  "not-found": page("Page Not Found | T&amp;P", "Never existed", "We couldn&#x27;t find that page"),
  "coming-soon": page("Article Coming Soon | T&amp;P", "Being &quot;crafted&quot;", "Coming Soon!"),
};

/** Load one 404 file at a URL in a browser-like DOM, scripts on, and report what it shows. */
function load(own: keyof typeof pages, path: string) {
  const html = withOtherViews(pages, own);
  const { window } = new JSDOM(html, { url: `http://localhost${path}`, runScripts: "dangerously" });
  const doc = window.document;
  return {
    h1: [...doc.querySelectorAll("h1")].map((h) => h.textContent),
    title: doc.title,
    description: doc.querySelector('meta[name="description"]')?.getAttribute("content"),
    ogTitle: doc.querySelector('meta[property="og:title"]')?.getAttribute("content"),
    leftovers: doc.querySelectorAll("template, main + script").length,
    // A script after <main> ran after the switch, as the page's own scripts do.
    seenByLaterScripts: (window as unknown as { after: number }).after,
    footer: doc.querySelector("footer")?.textContent,
  };
}

describe("404 files that can show either view", () => {
  it("keep their own view where it is the right one, and drop the spare", () => {
    expect(load("not-found", "/company/nope")).toMatchObject({
      h1: ["We couldn't find that page"],
      title: "Page Not Found | T&P",
      description: "Never existed",
      leftovers: 0,
    });
    expect(load("coming-soon", "/blog/nope")).toMatchObject({ h1: ["Coming Soon!"], leftovers: 0 });
  });

  it("switch the root 404.html to Coming Soon at /blog/{slug}, head included", () => {
    expect(load("not-found", "/blog/no-such-post")).toEqual({
      h1: ["Coming Soon!"],
      title: "Article Coming Soon | T&P",
      description: 'Being "crafted"',
      ogTitle: "Article Coming Soon | T&P",
      leftovers: 0,
      seenByLaterScripts: 1,
      footer: "Foot",
    });
  });

  it("switch blog/404.html to the not-found page below a slug", () => {
    expect(load("coming-soon", "/blog/a/b")).toMatchObject({
      h1: ["We couldn't find that page"],
      title: "Page Not Found | T&P",
      leftovers: 0,
    });
  });

  it("without scripts, show only the file's own view (the spare is an inert template)", () => {
    const { window } = new JSDOM(withOtherViews(pages, "not-found"));
    expect([...window.document.querySelectorAll("h1")].map((h) => h.textContent)).toEqual([
      "We couldn't find that page",
    ]);
    expect(window.document.querySelectorAll("template")).toHaveLength(1);
  });

  it("keep the route their HTML was rendered for, so the app renders the address's own", () => {
    expect(ROUTE_META).toBe(renderedRouteMeta);
    const withRoute = (html: string, route: string) =>
      html.replace("</head>", `<meta name="${ROUTE_META}" content="${route}"/></head>`);
    const html = withOtherViews(
      {
        "not-found": withRoute(pages["not-found"], "routes/not-found"),
        "coming-soon": withRoute(pages["coming-soon"], "routes/blog-post"),
      },
      "not-found",
    );
    const { window } = new JSDOM(html, {
      url: "http://localhost/blog/no-such-post",
      runScripts: "dangerously",
    });
    const doc = window.document;
    expect(doc.querySelector("h1")?.textContent).toBe("Coming Soon!");
    expect(doc.querySelector(`meta[name="${ROUTE_META}"]`)?.getAttribute("content")).toBe(
      "routes/not-found",
    );
  });

  it("refuse a page without <main>", () => {
    expect(() => viewParts("<html><head><title>x</title></head><body></body></html>")).toThrow();
  });
});

describe("which view an unknown path needs", () => {
  const routeView = (path: string) =>
    routeIdFor(path) === "routes/blog-post" ? "coming-soon" : "not-found";

  it.each([
    "/blog/no-such-post",
    "/blog/no-such-post/",
    "/blog/a/b",
    "/blog",
    "/no-such-page",
    "/company/nope/deeper",
    "/automations/nope",
    "/blogx/nope",
  ])("agrees with the route table at %s", (path) => {
    expect(viewFor(path).id).toBe(routeView(path));
  });

  it("is what nginx and the test server do for /blog/{slug}", () => {
    const blog = notFoundViews.find((v) => v.id === "coming-soon")!;
    const nginx = readFileSync("deploy/nginx.conf", "utf8");
    // nginx redirects a trailing slash away first, so its pattern has none.
    const location = blog.pattern.replace("/?$", "$");
    const block = nginx.slice(nginx.indexOf(`location ~ ${location} {`)).split("}")[0];
    expect(block).toContain(`error_page 404 /${blog.file};`);
    expect(readFileSync("scripts/serve.mjs", "utf8")).toContain(`new RegExp("${location}")`);
  });
});
