import type * as React from "react";

import { Section, SectionHeading } from "~/components/ui/section";
import type { MediaBlock } from "~/content/solutions/schema";
import { cn } from "~/lib/cn";
import { IconList } from "~/components/ui/icon-list";
import { Img } from "~/components/ui/img";

type MediaSplitProps = MediaBlock & {
  /** Replaces the image, e.g. a sample conversation. */
  aside?: React.ReactNode;
  /** Put the media on the left on large screens. */
  reverse?: boolean;
  tone?: "default" | "muted" | "tint";
  id?: string;
};

/** Text (paragraphs, ticked bullets, one highlighted figure) beside an illustration. */
export function MediaSplit({
  eyebrow,
  title,
  paragraphs,
  bullets,
  highlight,
  image,
  aside,
  reverse,
  tone,
  id = "media",
}: MediaSplitProps) {
  const media =
    aside ??
    (image && (
      <Img
        image={image}
        className="h-auto w-full rounded-card border border-border bg-white shadow-sm"
      />
    ));
  const points = (bullets || highlight) && (
    <>
      {bullets && <IconList items={bullets} className="mt-6" textClassName="text-foreground" />}
      {highlight && (
        <p className="mt-8 flex flex-col gap-1 rounded-card bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:gap-5">
          <span className="text-4xl font-bold whitespace-nowrap text-accent-300">
            {highlight.value}
          </span>
          <span className="text-brand-50">{highlight.label}</span>
        </p>
      )}
    </>
  );
  const text = (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} id={`${id}-title`} />
      <div className="grid gap-4 text-lg leading-relaxed text-muted-foreground">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </>
  );
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      {media ? (
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div className={cn("[&>[data-slot=section-heading]]:mb-6", reverse && "lg:order-2")}>
            {text}
            {points}
          </div>
          <div className={cn(reverse && "lg:order-1")}>{media}</div>
        </div>
      ) : (
        // The page's visual sits in its hero: the story on the left, what it adds up to on the
        // right, in a card. With nothing to add up, the story alone, at a reading width, not
        // beside an empty column.
        <div
          className={cn("grid gap-8", points ? "lg:grid-cols-[1.2fr_1fr] lg:gap-16" : "max-w-3xl")}
        >
          <div className="[&>[data-slot=section-heading]]:mb-6">{text}</div>
          {points && (
            <div className="self-center rounded-card border border-border bg-white p-6 shadow-sm sm:p-8 [&>ul]:mt-0">
              {points}
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
