import type { Route } from "./+types/home";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FallingIcons } from "~/components/sections/falling-icons";
import { Hero } from "~/components/sections/hero";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { faqs, homeHero, homeSeo, serviceSlides, whyChoose } from "~/content/pages/home";
import { seo } from "~/lib/seo";
import { faqPage, organization, website } from "~/lib/structured-data-home";
import { lazySection } from "~/lib/lazy-section";

/**
 * Sections below the first screen: their code loads after first paint (lib/lazy-section.tsx),
 * and so does their content (content/pages/home-below.ts), so neither is in the page's first
 * load. The FAQ's items stay in the page: its meta describes them (FAQPage).
 */
const below = () => import("~/content/pages/home-below");
const ReviewStrip = lazySection(() =>
  Promise.all([import("~/components/sections/review-strip"), below()]).then(
    ([m, c]) =>
      function HomeReviews() {
        return <m.ReviewStrip reviews={c.reviews} />;
      },
  ),
);
const StatCounters = lazySection(() =>
  Promise.all([import("~/components/sections/stat-counters"), below()]).then(
    ([m, c]) =>
      function HomeCounters() {
        return <m.StatCounters {...c.testimonialStats} />;
      },
  ),
);
const StatBand = lazySection(() =>
  Promise.all([import("~/components/sections/stat-band"), below()]).then(
    ([m, c]) =>
      function HomeInaction() {
        return <m.StatBand {...c.costOfInaction} id="inaction" />;
      },
  ),
);
const DailyReality = lazySection(() =>
  Promise.all([import("~/components/sections/daily-reality"), below()]).then(
    ([m, c]) =>
      function HomeDailyReality() {
        return <m.DailyReality {...c.dailyReality} />;
      },
  ),
);
const Pillars = lazySection(() =>
  below().then(
    (c) =>
      function HomePillars() {
        return <BenefitGrid {...c.pillars} columns={3} tone="muted" id="method" phone="scroll" />;
      },
  ),
);
const Industries = lazySection(() =>
  below().then(
    (c) =>
      function HomeIndustries() {
        return <BenefitGrid {...c.industries} columns={3} id="industries" phone="scroll" />;
      },
  ),
);
const BeforeAfter = lazySection(() =>
  Promise.all([import("~/components/sections/before-after"), below()]).then(
    ([m, c]) =>
      function HomeBeforeAfter() {
        return <m.BeforeAfter {...c.beforeAfter} />;
      },
  ),
);
const Faq = lazySection(() => import("~/components/sections/faq").then((m) => m.Faq));

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
