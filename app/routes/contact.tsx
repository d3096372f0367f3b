import type { Route } from "./+types/contact";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Hero } from "~/components/sections/hero";
import { Steps } from "~/components/sections/steps";
import { Section } from "~/components/ui/section";
import { addressLines, site } from "~/config/site";
import { callAgenda, callFacts, contactHero, contactSeo } from "~/content/pages/contact";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () => seo({ ...contactSeo, path: "/contact" });

export default function Contact() {
  return (
    <>
      <Hero {...contactHero} />
      <Steps {...callAgenda} id="agenda" />
      <BenefitGrid {...callFacts} columns={3} tone="muted" />
      <Section width="narrow" aria-labelledby="reach-title">
        <h2 id="reach-title" className="text-2xl font-bold text-brand-950">
          Prefer email or post?
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">
          Write to{" "}
          <a
            className="font-semibold text-brand-700 underline underline-offset-4"
            href={`mailto:${site.email}`}
          >
            {site.email}
          </a>{" "}
          and we reply within one business day.
        </p>
        <address className="mt-4 text-muted-foreground not-italic">
          {site.name}
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Section>
    </>
  );
}
