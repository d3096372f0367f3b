import type * as React from "react";

import { CtaButton } from "~/components/ui/cta-button";
import { Section } from "~/components/ui/section";
import { StatList } from "~/components/ui/stat-list";
import type { Cta, StorySection } from "~/content/schema";
import { cn } from "~/lib/cn";

type StoryBlockProps = {
  eyebrow?: string;
  section: StorySection;
  /** A larger opening statement above the paragraphs (e.g. the mission). */
  lead?: string;
  /** Shown beside the text on large screens, below it on phones. */
  aside?: React.ReactNode;
  link?: Cta;
  tone?: "default" | "muted" | "tint";
  id?: string;
};

/** One titled passage of prose, optionally beside an aside (facts, a portrait). */
export function StoryBlock({
  eyebrow,
  section,
  lead,
  aside,
  link,
  tone,
  id = "story",
}: StoryBlockProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <div
        className={cn(
          "grid gap-10 lg:gap-16",
          aside ? "lg:grid-cols-[1.5fr_1fr] lg:items-center" : "max-w-3xl",
        )}
      >
        <div>
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wider text-brand-600 uppercase">
              {eyebrow}
            </p>
          )}
          <h2
            id={`${id}-title`}
            className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
          >
            {section.heading}
          </h2>
          {lead && (
            <p className="mt-6 border-l-4 border-accent-400 pl-5 text-xl leading-relaxed font-medium text-brand-900 sm:text-2xl">
              {lead}
            </p>
          )}
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-muted-foreground">
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {link && <CtaButton cta={link} variant="outline" size="lg" className="mt-8" />}
        </div>
        {aside}
      </div>
    </Section>
  );
}

/** Key figures as a definition list in a card, for a story's aside. */
export function FactCard({
  title,
  facts,
}: {
  title?: string;
  facts: { value: string; label: string }[];
}) {
  return (
    <div className="rounded-card border border-brand-200 bg-brand-50 p-8">
      {title && <h3 className="mb-6 text-lg font-semibold text-brand-950">{title}</h3>}
      <StatList stats={facts} variant="plain" className="gap-6" />
    </div>
  );
}

type LongStoryProps = {
  sections: StorySection[];
  footer?: React.ReactNode;
  id?: string;
};

/** A long-form article of several titled sections (the founder story). */
export function LongStory({ sections, footer, id = "story" }: LongStoryProps) {
  return (
    <Section id={id} reveal={false} width="narrow">
      <article>
        {sections.map((s, i) => (
          <section key={s.heading} aria-labelledby={`${id}-${i}`} className="mt-12 first:mt-0">
            <h2
              id={`${id}-${i}`}
              className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
            >
              {s.heading}
            </h2>
            <div className="mt-4 grid gap-4 text-lg leading-relaxed text-foreground/85">
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
        ))}
        {footer}
      </article>
    </Section>
  );
}
