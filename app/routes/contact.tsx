import type * as React from "react";

import type { Route } from "./+types/contact";
import { BookingCalendar } from "~/components/sections/booking-calendar";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { Hero } from "~/components/sections/hero";
import { PlanCard } from "~/components/sections/plan-card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { addressLines, site } from "~/config/site";
import type { IconName } from "~/content/icons";
import {
  bookingCalendar,
  callAgenda,
  callFacts,
  contactHero,
  contactSeo,
} from "~/content/pages/contact";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () => seo({ ...contactSeo, path: "/contact" });

/** The two ways to reach us besides the calendar, from the site config. */
const channels = [
  {
    icon: "mail",
    title: "Email",
    body: (
      <a
        className="font-semibold text-brand-700 underline underline-offset-4"
        href={`mailto:${site.email}`}
      >
        {site.email}
      </a>
    ),
    note: "We reply within one business day.",
  },
  {
    icon: "map-pin",
    title: "Post",
    body: (
      <address className="not-italic">
        {[site.name, ...addressLines].map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    ),
  },
] satisfies { icon: IconName; title: string; body: React.ReactNode; note?: string }[];

export default function Contact() {
  return (
    <>
      <Hero
        {...contactHero}
        aside={<PlanCard title={callAgenda.title} steps={callAgenda.items} details />}
      />
      <BookingCalendar {...bookingCalendar} />
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
          {channels.map((c) => (
            <div key={c.title}>
              <h3 className="flex items-center gap-2 font-semibold text-brand-950">
                <Icon name={c.icon} aria-hidden="true" className="size-5 text-brand-600" />
                {c.title}
              </h3>
              <div className="mt-2 text-foreground">{c.body}</div>
              {c.note && <p className="mt-1 text-muted-foreground">{c.note}</p>}
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
