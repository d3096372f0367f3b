import type { Route } from "./+types/home";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FallingIcons } from "~/components/sections/falling-icons";
import { Hero } from "~/components/sections/hero";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import {
  beforeAfter,
  costOfInaction,
  dailyReality,
  faqs,
  homeHero,
  homeSeo,
  industries,
  pillars,
  reviews,
  serviceSlides,
  testimonialStats,
  whyChoose,
} from "~/content/pages/home";
import { seo } from "~/lib/seo";
import { faqPage, organization, website } from "~/lib/structured-data-home";
import { lazySection } from "~/lib/lazy-section";

/** Sections below the first screen: their code loads after first paint (lib/lazy-section.tsx). */
const ReviewStrip = lazySection(() =>
  import("~/components/sections/review-strip").then((m) => m.ReviewStrip),
);
const StatCounters = lazySection(() =>
  import("~/components/sections/stat-counters").then((m) => m.StatCounters),
);
const StatBand = lazySection(() =>
  import("~/components/sections/stat-band").then((m) => m.StatBand),
);
const DailyReality = lazySection(() =>
  import("~/components/sections/daily-reality").then((m) => m.DailyReality),
);
const BeforeAfter = lazySection(() =>
  import("~/components/sections/before-after").then((m) => m.BeforeAfter),
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
      <ReviewStrip reviews={reviews} />
      <StatCounters {...testimonialStats} />
      <StatBand {...costOfInaction} id="inaction" />
      <DailyReality {...dailyReality} />
      <BenefitGrid {...pillars} columns={3} tone="muted" id="method" phone="scroll" />
      <BenefitGrid {...industries} columns={3} id="industries" phone="scroll" />
      <BeforeAfter {...beforeAfter} />
      <Faq {...faqs} />
      <CtaBand
        title="Ready to win back your week?"
        text="Book a free 30-minute discovery call. We'll find your biggest time sinks and show you what to automate first."
      />
    </>
  );
}
