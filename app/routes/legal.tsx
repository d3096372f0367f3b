import type { Route } from "./+types/legal";
import { Hero } from "~/components/sections/hero";
import { LegalContents, LegalDocument } from "~/components/sections/legal-document";
import { legalPageForRoute } from "~/content/pages/legal";
import { seo } from "~/lib/seo";

/**
 * One template for both legal routes. They sit at the root, so each has a static route whose id
 * names its record (app/route-table.ts): the page comes from the matched route, not the address.
 */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ ...legalPageForRoute(matches.at(-1)!.id).seo, path: location.pathname });

/** The numbered sections, compiled and sanitized from Markdown when the prerender runs. */
export async function loader({ url }: Route.LoaderArgs) {
  const bodies = import.meta.glob<string>("../content/legal/*.md", {
    query: "?html",
    import: "default",
  });
  const slug = url.pathname.replace(/^\/|\/$/g, "");
  const load = bodies[`../content/legal/${slug}.md`];
  if (!load) throw new Error(`No legal document at ${slug}`);
  return { html: await load() };
}

export default function Legal({ matches, loaderData }: Route.ComponentProps) {
  const page = legalPageForRoute(matches.at(-1)!.id);
  return (
    <>
      <Hero {...page.hero} aside={<LegalContents toc={page.toc} />} />
      <LegalDocument html={loaderData.html} />
    </>
  );
}
