import { lazy } from "react";
import type * as React from "react";

import type { Route } from "./+types/home";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FallingIcons } from "~/components/sections/falling-icons";
import { Hero } from "~/components/sections/hero";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { faqs, homeHero, homeSeo, serviceSlides, whyChoose } from "~/content/pages/home";
import { seo } from "~/lib/seo";
import { faqPage, organization, website } from "~/lib/structured-data-home";

/**
 * Sections below the first screen: their code loads after first paint,
 * and so does their content (content/pages/home-below.ts), so neither is in the page's first
 * load. The FAQ's items stay in the page: its meta describes them (FAQPage).
 */
const below = () => import("~/content/pages/home-below");

/** A lazy section drawn by `render` from its code (`code`) and the content in home-below.ts. */
function belowSection<M>(
  code: () => Promise<M>,
  render: (module: M, content: Awaited<ReturnType<typeof below>>) => React.ReactElement,
) {
  return lazy(() =>
    Promise.all([code(), below()]).then(([module, content]) => ({
      default: function HomeBelowSection() {
        return render(module, content);
      },
    })),
  );
}

const ReviewStrip = belowSection(
  () => import("~/components/sections/review-strip"),
  (m, c) => <m.ReviewStrip reviews={c.reviews} />,
);
const StatCounters = belowSection(
  () => import("~/components/sections/stat-counters"),
  (m, c) => <m.StatCounters {...c.testimonialStats} />,
);
const StatBand = belowSection(
  () => import("~/components/sections/stat-band"),
  (m, c) => <m.StatBand {...c.costOfInaction} id="inaction" />,
);
const DailyReality = belowSection(
  () => import("~/components/sections/daily-reality"),
  (m, c) => <m.DailyReality {...c.dailyReality} />,
);
// The grids' code is already in the page (the "why" grid above); only their content waits.
const noCode = () => Promise.resolve(null);
const Pillars = belowSection(noCode, (_, c) => (
  <BenefitGrid {...c.pillars} columns={3} tone="muted" id="method" phone="scroll" />
));
const Industries = belowSection(noCode, (_, c) => (
  <BenefitGrid {...c.industries} columns={3} id="industries" phone="scroll" />
));
const BeforeAfter = belowSection(
  () => import("~/components/sections/before-after"),
  (m, c) => <m.BeforeAfter {...c.beforeAfter} />,
);
const Faq = lazy(() => import("~/components/sections/faq").then((m) => ({ default: m.Faq })));

export const meta: Route.MetaFunction = () =>
  seo({ ...homeSeo, path: "/", jsonLd: [organization(), website(), faqPage(faqs.items)] });

export default function Home() {
  return (
    <>
      <Hero
        {...homeHero}
        backdrop={<FallingIcons />}
        mediaOnLargeScreens
        className="lg:min-h-[640px]"
      />
      <BenefitGrid {...whyChoose} columns={3} id="why" phone="scroll" look="open" />
      <ServicesCarousel {...serviceSlides} />
      <ReviewStrip />
      <StatCounters />
      <StatBand />
      <DailyReality />
      <Pillars />
      <Industries />
      <BeforeAfter />
      <Faq {...faqs} />
      <CtaBand
        title="Ready to win back your week?"
        text="Book a free 30-minute discovery call. We'll find your biggest time sinks and show you what to automate first."
      />
    </>
  );
}
