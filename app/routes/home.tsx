import type { Route } from "./+types/home";
import { BeforeAfter } from "~/components/sections/before-after";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { DailyReality } from "~/components/sections/daily-reality";
import { FallingIcons } from "~/components/sections/falling-icons";
import { Faq } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { ReviewStrip } from "~/components/sections/review-strip";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { StatBand } from "~/components/sections/stat-band";
import { StatCounters } from "~/components/sections/stat-counters";
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
import { faqPage, organization, website } from "~/lib/structured-data";

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
