import type { Route } from "./+types/contact";
import { BookingCalendar } from "~/components/sections/booking-calendar";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Hero } from "~/components/sections/hero";
import { Steps } from "~/components/sections/steps";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { addressLines, site } from "~/config/site";
import {
  bookingCalendar,
  callAgenda,
  callFacts,
  contactHero,
  contactSeo,
} from "~/content/pages/contact";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () => seo({ ...contactSeo, path: "/contact" });

export default function Contact() {
  return (
    <>
      <Hero {...contactHero} />
      <BookingCalendar {...bookingCalendar} />
      <Steps {...callAgenda} id="agenda" />
      <BenefitGrid {...callFacts} columns={3} tone="muted" />
      <Section aria-labelledby="reach-title">
        <div className="grid gap-8 md:grid-cols-3 lg:gap-14">
          <div>
            <h2 id="reach-title" className="text-2xl font-bold text-brand-950">
              Prefer email or post?
            </h2>
            <p className="mt-3 text-muted-foreground">
              Every message reaches a partner, not a ticket queue.
            </p>
          </div>
          <div>
            <h3 className="flex items-center gap-2 font-semibold text-brand-950">
              <Icon name="mail" aria-hidden="true" className="size-5 text-brand-600" />
              Email
            </h3>
            <p className="mt-2 text-foreground">
              <a
                className="font-semibold text-brand-700 underline underline-offset-4"
                href={`mailto:${site.email}`}
              >
                {site.email}
              </a>
            </p>
            <p className="mt-1 text-muted-foreground">We reply within one business day.</p>
          </div>
          <div>
            <h3 className="flex items-center gap-2 font-semibold text-brand-950">
              <Icon name="map-pin" aria-hidden="true" className="size-5 text-brand-600" />
              Post
            </h3>
            <address className="mt-2 text-foreground not-italic">
              {site.name}
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </div>
      </Section>
    </>
  );
}
