import type { Route } from "./+types/founder-story";
import { Hero } from "~/components/sections/hero";
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
import { founderMember } from "~/content/pages/company";

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
  const aside = (
    <figure className="rounded-card border border-border bg-muted p-6">
      <Portrait
        name={site.founder.name}
        image={founderMember?.image}
        priority="eager"
        className="mx-auto size-28 sm:size-40"
      />
      <blockquote className="mt-6 border-l-4 border-accent-400 pl-4 text-lg leading-relaxed font-medium text-brand-900">
        “{founderQuote}”
      </blockquote>
      <figcaption className="mt-4 text-sm text-muted-foreground">
        <span className="block font-semibold text-brand-950">{site.founder.name}</span>
        {site.founder.role}
      </figcaption>
    </figure>
  );
  return (
    <>
      <Hero
        {...founderHero}
        before={
          <BackToCompany className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white hover:underline" />
        }
      />
      <LongStory
        sections={founderStory}
        aside={aside}
        footer={
          <BackToCompany className="mt-12 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline" />
        }
      />
      <RelatedPages title="Explore other company pages" items={founderRelated} />
    </>
  );
}
