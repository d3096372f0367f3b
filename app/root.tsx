import interCore from "~/assets/fonts/inter-core-wght.woff2?url";
import type * as React from "react";
import { useEffect, useLayoutEffect } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation } from "react-router";

import type { Route } from "./+types/root";
import { ScrollRestoration } from "~/components/layout/scroll-restoration";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { startAnalytics } from "~/lib/analytics";
import inlineCss from "~/styles/app.css?inline";
import faviconPng from "~/assets/images/favicon-32.png?inline";
import { earlySubmitGuard } from "~/lib/early-submit";
import { shellHydrated } from "~/lib/shell-input";
import { pageEndId } from "~/lib/page-end";
import { renderAhead } from "~/lib/render-ahead";
import { warmInputPath } from "~/lib/warm-input-path";
import { whenIdle } from "~/lib/when-idle";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The first frame waits until the whole page is parsed, and is the only one that lays it out
  // (lib/page-end.ts, decision 0084).
  { rel: "expect", href: `#${pageEndId}`, blocking: "render" },
  // For Google's favicon and iOS home screens: a file. Browsers use the inlined PNG below.
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The shell's first commit: presses and keys reach React again (lib/shell-input.ts).
  useLayoutEffect(shellHydrated, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#163f3d" />
        <Meta />
        <Links />
        {/* The whole stylesheet (~10 KB brotli) is inlined in each prerendered page: the first
            paint waits for no second request. The browser bundle leaves it out (the SSR-only
            branch is dropped), and hydration skips the unexpected <style> in <head>. */}
        {import.meta.env.SSR ? <style dangerouslySetInnerHTML={{ __html: inlineCss }} /> : null}
        {/* The favicon as a data: URL (decision 0024): a favicon request before the first paint
            was on Lighthouse's simulated LCP path. A PNG, public/favicon.svg drawn at 32 px: the
            renderer decodes the tab's icon on its main thread after `load` and again after every
            navigation, and an SVG builds a document of its own for that, 13-21 ms at 4x CPU each
            time (decision 0076). SSR only, like the CSS; /favicon.svg stays for structured data,
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
            for pages shown later. SSR only, like the CSS: hydration skips it (decision 0040). */}
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
  // Pages hydrate after `load` (scripts/defer-hydration.ts). The mark tells tests, and anyone
  // debugging, that React now handles the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // React's event path compiled before the first tap rather than in it (lib/warm-input-path.ts).
    whenIdle(() => warmInputPath(), 1000);
    // Analytics (off unless configured) loads once the page is idle after hydration.
    whenIdle(() => startAnalytics(), 3000);
    // The icons' symbols for pages shown after this one (each page carries its own).
    whenIdle(() => void import("~/lib/icon-sprite").then((m) => m.completeIconSprite()), 3000);
  }, []);
  // Then each page's skipped sections are laid out ahead of the visitor's scroll.
  const { pathname } = useLocation();
  useEffect(() => renderAhead(), [pathname]);
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
