// The host's 404 pages, correct before hydration on any host (decision 0011).
//
// The build has two 404 files: 404.html (the not-found page) and blog/404.html (Coming Soon, for
// unknown /blog/{slug}). Which one a host serves for an unknown URL depends on the host: nginx
// (deploy/nginx.conf) picks the right one, GitHub Pages, Netlify or S3 + CloudFront serve 404.html
// for everything, and Cloudflare Pages serves the nearest folder's 404.html (blog/404.html at
// /blog/a/b). So each 404 file carries the other view too, as an inert <template> right after its
// <main>, and a small inline script there (it runs while the page is parsed, before the first
// paint) swaps <main>, the title and the description to the view the address needs, then removes
// the templates and itself. The DOM left behind is exactly one prerendered page. After that the
// app renders the address's own route (app/entry.client.tsx). Without JavaScript the file's own
// view stays: the nearest fallback still says "not found" or "coming soon", status 404.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The 404 views, most specific first; `pattern` is tested on location.pathname and must agree
 * with app/routes.ts (`blog/:slug` renders Coming Soon for any slug without an article, `*` the
 * not-found page). Unit-tested against the route table in scripts/not-found-views.test.ts.
 */
export type NotFoundView = { id: string; file: string; pattern: string };

export const notFoundViews: NotFoundView[] = [
  { id: "coming-soon", file: "blog/404.html", pattern: "^/blog/[^/]+/?$" },
  { id: "not-found", file: "404.html", pattern: "" },
];

/** The view an unknown path needs. */
export function viewFor(pathname: string): NotFoundView {
  // The last pattern is empty: it matches every path.
  return notFoundViews.find((v) => new RegExp(v.pattern).test(pathname))!;
}

const MAIN = /<main[\s>][\s\S]*?<\/main>/;
const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const escapeAttr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The meta tag that names the route a document was rendered for (app/lib/prerendered-route.ts):
 * a view swapped in before the first paint does not change it, so the browser still sees that
 * the file was rendered for another route and renders the address's own page instead.
 */
export const ROUTE_META = "route";

/** What a view changes in a page: its <main>, its title and its named meta tags. */
export function viewParts(html: string): {
  main: string;
  title: string;
  meta: [selector: string, content: string][];
} {
  const main = MAIN.exec(html)?.[0];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!main || title === undefined)
    throw new Error("not-found-views: page without <main> or <title>");
  if (/<script[\s>]/.test(main)) throw new Error("not-found-views: <main> holds a script");
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"\/?>/g)]
    .filter(([, attr, key]) => !(attr === "name" && key === ROUTE_META))
    .map(([, attr, key, content]): [string, string] => [
      `meta[${attr}="${key}"]`,
      unescapeHtml(content!),
    ]);
  return { main, title: unescapeHtml(title), meta };
}

/** The inline script: picks the view for location.pathname, swaps it in, removes the spares. */
function switchScript(views: NotFoundView[] = notFoundViews): string {
  const table = JSON.stringify(views.map((v) => [v.id, v.pattern]));
  return (
    `<script>(()=>{const s=document.currentScript,w=${table}.find(v=>new RegExp(v[1]).test(location.pathname))[0],` +
    `t=document.getElementById("nf-view-"+w);if(t){document.getElementById("main").replaceWith(t.content.cloneNode(true));` +
    `const h=JSON.parse(t.dataset.head);document.title=h.title;for(const[q,c]of h.meta)document.querySelector(q)?.setAttribute("content",c)}` +
    `for(const x of document.querySelectorAll("template[id^=nf-view-]"))x.remove();s.remove()})()</script>`
  );
}

/**
 * One 404 page with the other views added: `pages` maps view id to that view's HTML; returns the
 * page of view `own` with a template per other view and the switch script after its <main>.
 */
export function withOtherViews(pages: Record<string, string>, own: string): string {
  const templates = notFoundViews
    .filter((v) => v.id !== own)
    .map((v) => {
      const { main, title, meta } = viewParts(pages[v.id] ?? "");
      const head = escapeAttr(JSON.stringify({ title, meta }));
      return `<template id="nf-view-${v.id}" data-head="${head}">${main}</template>`;
    })
    .join("");
  const html = pages[own] ?? "";
  const at = html.search(MAIN);
  if (at < 0) throw new Error(`not-found-views: ${own} page without <main>`);
  const end = html.indexOf("</main>", at) + "</main>".length;
  return html.slice(0, end) + templates + switchScript() + html.slice(end);
}

/** Rewrite every 404 file of the client build so it can show any view. */
export function writeNotFoundViews(clientDir: string): string[] {
  const pages = Object.fromEntries(
    notFoundViews.map((v) => [v.id, readFileSync(join(clientDir, v.file), "utf8")]),
  );
  for (const v of notFoundViews) {
    writeFileSync(join(clientDir, v.file), withOtherViews(pages, v.id));
  }
  return notFoundViews.map((v) => v.file);
}
