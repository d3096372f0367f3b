import type { Route } from "./+types/website-development";
import { AuditRequestSection } from "~/components/sections/audit-request-section";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Hero } from "~/components/sections/hero";
import { Steps } from "~/components/sections/steps";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonVariants } from "~/components/ui/button";
import { ScrollLink } from "~/components/ui/scroll-link";
import {
  auditButtonLabel,
  auditSection,
  websiteHero,
  websiteProcess,
  websiteSeo,
  websiteServices,
  websiteTech,
} from "~/content/pages/website-development";
import { serviceSeo } from "~/lib/seo";
import { lazySection } from "~/lib/lazy-section";

/**
 * The case studies sit below the first screen: their code and their content load after first
 * paint (lib/lazy-section.tsx, content/pages/website-development-cases.ts).
 */
const WebsiteCases = lazySection(() =>
  Promise.all([
    import("~/components/sections/website-cases"),
    import("~/content/pages/website-development-cases"),
  ]).then(
    ([m, c]) =>
      function WebsiteDevelopmentCases() {
        return <m.WebsiteCases {...c.websiteCases} />;
      },
  ),
);

export const meta: Route.MetaFunction = ({ location }) => serviceSeo(websiteSeo, location.pathname);

/**
 * "Services" has no overview page of its own, so that crumb is plain text rather than a link
 * to one particular service (see docs/decisions/website-breadcrumb.md).
 */
const crumbs = [
  { label: "Home", to: "/" },
  { label: "Services" },
  { label: "Website Development" },
];

export default function WebsiteDevelopment() {
  return (
    <>
      <Hero
        {...websiteHero}
        before={<Breadcrumb items={crumbs} />}
        actions={
          <ScrollLink
            targetId="audit"
            focusId="audit-form"
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {auditButtonLabel}
          </ScrollLink>
        }
      />
      <BenefitGrid {...websiteServices} columns={3} id="services" phone="scroll" />
      <Steps {...websiteProcess} tone="muted" id="process" />
      <BenefitGrid {...websiteTech} columns={4} id="technology" phone="scroll" />
      <WebsiteCases />
      <AuditRequestSection {...auditSection} />
    </>
  );
}
