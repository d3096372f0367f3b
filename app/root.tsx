import interCore from "~/assets/fonts/inter-core-wght.woff2?url";
import type * as React from "react";
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from "react-router";

import type { Route } from "./+types/root";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { startAnalytics } from "~/lib/analytics";
import inlineCss from "~/styles/app.css?inline";
import faviconPng from "~/assets/images/favicon-32.png?inline";
import { earlySubmitGuard } from "~/lib/early-submit";
import { renderedRouteMeta } from "~/lib/prerendered-route";
import { whenIdle } from "~/lib/when-idle";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // For Google's favicon and iOS home screens: a file. Browsers use the inlined PNG below.
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The page route this document is rendered for: the browser checks it against the address
  // before hydrating (lib/prerendered-route.ts).
  const route = useMatches().at(-1)?.id;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#163f3d" />
        <Meta />
        <meta name={renderedRouteMeta} content={route} />
        <Links />
        {/* The whole stylesheet (~10 KB brotli) is inlined in each prerendered page: the first
            paint waits for no second request. The browser bundle leaves it out (the SSR-only
            branch is dropped), and hydration skips the unexpected <style> in <head>. */}
        {import.meta.env.SSR ? <style dangerouslySetInnerHTML={{ __html: inlineCss }} /> : null}
        {/* The favicon as a data: URL: no request for it competes with the first paint. A
            PNG, public/favicon.svg drawn at 32 px: an SVG icon is parsed as a document of its
            own after every navigation. SSR only, like the CSS; /favicon.svg stays for structured data,
            /favicon.ico for clients that ask for it. */}
        {import.meta.env.SSR ? (
          <link rel="icon" href={faviconPng} type="image/png" sizes="32x32" />
        ) : null}
        {/* Holds a form submitted before hydration (lib/early-submit.ts). SSR only, like the CSS. */}
        {import.meta.env.SSR ? (
          <script dangerouslySetInnerHTML={{ __html: earlySubmitGuard }} />
        ) : null}
      </head>
      <body>
        {/* The symbols of the icons this page shows, which its <Icon>s point to: the build fills
            them in (scripts/page-sprite.ts), and after hydration lib/icon-sprite.ts adds the rest
            for pages shown later. SSR only, like the CSS: hydration skips it. */}
        {import.meta.env.SSR ? (
          <svg data-icon-sprite="" aria-hidden="true" style={{ display: "none" }} />
        ) : null}
        {children}
        <LazyToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The mark tells tests, and anyone debugging, that React now handles the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // Analytics (off unless configured) loads once the page is idle after hydration.
    whenIdle(() => startAnalytics(), 3000);
    // The icons' symbols for pages shown after this one (each page carries its own).
    whenIdle(() => void import("~/lib/icon-sprite").then((m) => m.completeIconSprite()), 3000);
  }, []);
  return <Outlet />;
}

/** Branded fallback for a failed render: no stack traces for visitors, a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-start justify-center px-5 py-24"
    >
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{site.name}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-brand-950">
        {notFound ? "We couldn't find that page" : "Something went wrong on our side"}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        {notFound
          ? "The page may have moved. Everything we offer is one click from the home page."
          : "Please reload the page. If it keeps happening, email us and we'll sort it out."}{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </p>
      <a href="/" className={buttonVariants({ className: "mt-8" })}>
        Back to the home page
      </a>
    </main>
  );
}
