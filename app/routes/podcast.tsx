import type { Route } from "./+types/podcast";
import { BenefitGrid } from "~/components/sections/benefit-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { HeroArt } from "~/components/sections/hero-art";
import { EpisodeList, ListenButtons } from "~/components/sections/podcast-episodes";
import { RelatedPages } from "~/components/sections/related-pages";
import {
  episodes,
  listenNote,
  listenOn,
  podcastHero,
  podcastRelated,
  podcastSeo,
  podcastTopics,
} from "~/content/pages/podcast";
import { seo } from "~/lib/seo";
import { podcastSeries } from "~/lib/structured-data-podcast";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    ...podcastSeo,
    path: location.pathname,
    jsonLd: [
      podcastSeries({
        name: podcastHero.title,
        description: podcastSeo.description,
        path: location.pathname,
        episodes: episodes.items,
      }),
    ],
  });

export default function Podcast() {
  return (
    <>
      <Hero
        {...podcastHero}
        aside={<HeroArt image={podcastHero.image} />}
        actions={<ListenButtons platforms={listenOn} note={listenNote} />}
      />
      <EpisodeList {...episodes} />
      <BenefitGrid {...podcastTopics} columns={3} tone="muted" id="topics" />
      <CtaBand
        title="Want to be a guest, or ask a question on air?"
        text="We feature owners who have changed how their business runs. Book a short call and tell us your story."
      />
      <RelatedPages title="Explore other education resources" items={podcastRelated} />
    </>
  );
}
