import { useEffect } from "react";
import { useLocation } from "react-router";

import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SmartLink } from "~/components/ui/smart-link";
import { navGroups } from "~/config/navigation";
import { track } from "~/lib/analytics";

/** The page's visual (large screens): a dotted route that ends in a question, over a large 404. */
function LostPath() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 240" className="hidden w-80 lg:block">
      <text
        x="160"
        y="160"
        textAnchor="middle"
        fontSize="150"
        fontWeight="800"
        letterSpacing="-6"
        className="fill-brand-100"
      >
        404
      </text>
      <path
        d="M24 212 C 92 212 96 124 160 124 S 236 64 288 52"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeDasharray="1 12"
        strokeLinecap="round"
        className="text-brand-600"
      />
      <circle cx="24" cy="212" r="9" className="fill-brand-700" />
      <circle cx="288" cy="52" r="20" className="fill-accent-400" />
      <text
        x="288"
        y="60"
        textAnchor="middle"
        fontSize="22"
        fontWeight="800"
        className="fill-brand-950"
      >
        ?
      </text>
    </svg>
  );
}

/**
 * The not-found page: the `*` route, and any `:slug` route given a slug with no record (a static
 * host answers those with 404.html; the browser then renders the address's own route).
 */
export function NotFoundView() {
  // The missed path, beside the page view (analytics is off unless configured; decision 0013).
  const { pathname } = useLocation();
  useEffect(() => {
    track("notFound", { path: pathname });
  }, [pathname]);
  return (
    <Section reveal={false} width="content" className="min-h-[60vh]">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_auto]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Error 404</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-brand-950 sm:text-5xl">
            We couldn't find that page
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            The link may be out of date, or the page may have moved. These are the places most
            visitors are looking for.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SmartLink to="/" className={buttonVariants({ size: "lg" })}>
              Back to the home page
            </SmartLink>
            <SmartLink to="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Book a discovery call
            </SmartLink>
          </div>
        </div>
        <LostPath />
      </div>
      <nav aria-label="Popular pages" className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {navGroups.map((group) => (
          <div key={group.title}>
            <h2 className="font-semibold text-brand-950">{group.title}</h2>
            <ul role="list" className="mt-3 grid gap-2">
              {group.links.slice(0, 4).map((link) => (
                <li key={link.href}>
                  <SmartLink to={link.href} className="text-brand-700 hover:underline">
                    {link.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </Section>
  );
}
