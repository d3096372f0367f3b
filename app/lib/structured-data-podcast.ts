/** The podcast page's JSON-LD: the series and its episodes (lib/structured-data.ts). */
import { site } from "~/config/site";
import { context, orgId } from "~/lib/structured-data";
import { absoluteUrl } from "~/lib/url";

/** A podcast and its episodes (durations as ISO 8601). */
export function podcastSeries({
  name,
  description,
  path,
  episodes,
}: {
  name: string;
  description: string;
  path: string;
  episodes: { title: string; description: string; minutes: number }[];
}) {
  const seriesUrl = absoluteUrl(path);
  return {
    "@context": context,
    "@type": "PodcastSeries",
    name,
    description,
    url: seriesUrl,
    webFeed: absoluteUrl("/rss.xml"),
    author: { "@id": orgId, "@type": "Organization", name: site.name },
    hasPart: episodes.map((e, i) => ({
      "@type": "PodcastEpisode",
      episodeNumber: i + 1,
      name: e.title,
      description: e.description,
      timeRequired: `PT${e.minutes}M`,
      url: `${seriesUrl}#episode-${i + 1}`,
      partOfSeries: { "@type": "PodcastSeries", name, url: seriesUrl },
    })),
  };
}
