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
  websiteCases,
  websiteHero,
  websiteProcess,
  websiteSeo,
  websiteServices,
  websiteTech,
} from "~/content/pages/website-development";
import { serviceSeo } from "~/lib/seo";
import { lazySection } from "~/lib/lazy-section";

/** Sections below the first screen: their code loads after first paint (lib/lazy-section.tsx). */
const WebsiteCases = lazySection(() =>
  import("~/components/sections/website-cases").then((m) => m.WebsiteCases),
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
      <WebsiteCases {...websiteCases} />
      <AuditRequestSection {...auditSection} />
    </>
  );
}
