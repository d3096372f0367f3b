import { BookCallButton } from "~/components/ui/book-call-button";
import { Card, CardBody, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { IconName } from "~/content/icons";
import type { PodcastEpisode } from "~/content/schema";

type Platform = { label: string; icon: IconName };

/** The "listen on" buttons for the hero's dark band; each opens the booking page. */
export function ListenButtons({
  platforms,
  note,
}: {
  platforms: readonly Platform[];
  note: string;
}) {
  return (
    <>
      {platforms.map((p) => (
        <BookCallButton
          key={p.label}
          variant="outline"
          size="lg"
          className="border-white/70 text-white hover:bg-white/10"
        >
          <Icon name={p.icon} />
          {p.label}
        </BookCallButton>
      ))}
      <p className="w-full text-sm text-brand-200">{note}</p>
    </>
  );
}

type EpisodeListProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: PodcastEpisode[];
  id?: string;
};

/** Episode cards: number, title, description, running length and a play button (opens booking). */
export function EpisodeList({ eyebrow, title, intro, items, id = "episodes" }: EpisodeListProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {items.map((ep) => (
          <li key={ep.number} className="flex">
            <Card className="w-full" data-episode={ep.number}>
              {/* Phones: play button beside the meta line; wider: a column of its own. */}
              <div className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 sm:items-start sm:gap-x-5">
                <BookCallButton
                  variant="default"
                  size={null}
                  className="size-12 sm:row-span-3 sm:size-14"
                >
                  {/* A CSS triangle: the button's base styles fix any svg inside at 16 px. */}
                  <span
                    aria-hidden="true"
                    className="ml-1 size-0 border-y-[9px] border-l-[15px] border-y-transparent border-l-current"
                  />
                  <span className="sr-only">
                    Play episode {ep.number}: {ep.title}
                  </span>
                </BookCallButton>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-brand-700 sm:pt-1">
                  <span>Episode {ep.number}</span>
                  <span aria-hidden="true" className="text-border">
                    |
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Icon name="clock" className="size-4" />
                    <time dateTime={`PT${ep.minutes}M`} data-testid="episode-length">
                      {ep.minutes} minutes
                    </time>
                  </span>
                </p>
                <CardTitle className="col-span-2 sm:col-span-1 sm:col-start-2">
                  {ep.title}
                </CardTitle>
                <CardBody className="col-span-2 sm:col-span-1 sm:col-start-2">
                  {ep.description}
                </CardBody>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
