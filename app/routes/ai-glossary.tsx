import type { Route } from "./+types/ai-glossary";
import { CtaBand } from "~/components/sections/cta-band";
import { Glossary, GlossaryCard } from "~/components/sections/glossary";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import {
  featuredEntry,
  glossaryGroups,
  glossaryHero,
  glossaryRelated,
  glossarySeo,
} from "~/content/pages/ai-glossary";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...glossarySeo, path: location.pathname });

export default function AiGlossary() {
  return (
    <>
      <Hero
        {...glossaryHero}
        aside={<GlossaryCard entry={featuredEntry} groups={glossaryGroups} />}
      />
      <Glossary groups={glossaryGroups} />
      <CtaBand
        title="Rather talk it through?"
        text="Bring the terms you keep hearing to a free 30-minute call. We will explain which ones matter for your business."
      />
      <RelatedPages title="Explore other resources" items={glossaryRelated} />
    </>
  );
}
