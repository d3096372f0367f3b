import { useLocation } from "react-router";

import type { Route } from "./+types/legal";
import { Hero } from "~/components/sections/hero";
import { LegalDocument } from "~/components/sections/legal-document";
import { getLegalPage } from "~/content/pages/legal";
import { seo } from "~/lib/seo";

/** One template for both legal routes; the record comes from the pathname. */
export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...getLegalPage(location.pathname).seo, path: location.pathname });

export default function Legal() {
  const page = getLegalPage(useLocation().pathname);
  return (
    <>
      <Hero {...page.hero} />
      <LegalDocument html={page.html} />
    </>
  );
}
