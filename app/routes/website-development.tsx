import { lazy } from "react";
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

/**
 * The case studies sit below the first screen: their code and their content load after first
 * paint (content/pages/website-development-cases.ts).
 */
const WebsiteCases = lazy(() =>
  Promise.all([
    import("~/components/sections/website-cases"),
    import("~/content/pages/website-development-cases"),
  ]).then(([m, c]) => ({
    default: function WebsiteDevelopmentCases() {
      return <m.WebsiteCases {...c.websiteCases} />;
    },
  })),
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
