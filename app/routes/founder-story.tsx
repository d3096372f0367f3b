import type { Route } from "./+types/founder-story";
import { Hero } from "~/components/sections/hero";
import { PullQuote } from "~/components/sections/pull-quote";
import { RelatedPages } from "~/components/sections/related-pages";
import { LongStory } from "~/components/sections/story-block";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { site } from "~/config/site";
import {
  founderHero,
  founderQuote,
  founderRelated,
  founderSeo,
  founderStory,
} from "~/content/pages/founder-story";
import { seo } from "~/lib/seo";
import { Portrait } from "~/components/ui/portrait";
import portraits from "virtual:content/team-portraits";

/** The founder's photo, from the team collection (only the photos, not the whole team). */
const founderImage = portraits[site.founder.name] ?? undefined;

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...founderSeo, path: location.pathname });

function BackToCompany({ className }: { className: string }) {
  return (
    <SmartLink to="/company" className={className}>
      <Icon name="arrow-left" className="size-4" />
      Back to Company
    </SmartLink>
  );
}

export default function FounderStory() {
  return (
    <>
      <Hero
        {...founderHero}
        before={
          <BackToCompany className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white hover:underline" />
        }
        aside={
          <Portrait
            name={site.founder.name}
            image={founderImage}
            priority="high"
            className="mx-auto size-40 ring-8 ring-white/10 sm:size-56 lg:size-72"
          />
        }
      />
      <LongStory
        sections={founderStory}
        footer={
          <BackToCompany className="mt-12 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline" />
        }
      />
      <PullQuote
        quote={founderQuote}
        name={site.founder.name}
        role={site.founder.role}
        company={site.name}
        portrait={{ image: founderImage }}
      />
      <RelatedPages title="Explore other company pages" items={founderRelated} />
    </>
  );
}
