import { HeroPanel } from "~/components/ui/hero-panel";
import { Section } from "~/components/ui/section";
import type { GlossaryEntry } from "~/content/schema";

type GlossaryGroup = { letter: string; entries: GlossaryEntry[] };

const anchor = (letter: string) => `letter-${letter.toLowerCase()}`;

/**
 * Alphabetical glossary: a sticky jump bar of letters, then one group per letter with its terms
 * and definitions as a description list.
 */
export function Glossary({ groups }: { groups: GlossaryGroup[] }) {
  return (
    // The wrapper bounds the sticky jump bar to the glossary itself.
    <div>
      <nav
        aria-label="Glossary letters"
        className="sticky top-header z-20 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      >
        <ul
          role="list"
          className="mx-auto flex max-w-content justify-between overflow-x-auto px-5 py-2 sm:justify-center sm:gap-2 sm:px-8 sm:py-3"
        >
          {groups.map((g) => (
            <li key={g.letter}>
              <a
                href={`#${anchor(g.letter)}`}
                className="inline-flex size-8 items-center justify-center rounded-control font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 sm:size-10"
              >
                <span className="sr-only">Jump to letter </span>
                {g.letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Section reveal={false} aria-label="Glossary terms">
        <div className="grid gap-14 lg:gap-16">
          {groups.map((g) => (
            <section
              key={g.letter}
              id={anchor(g.letter)}
              aria-labelledby={`${anchor(g.letter)}-title`}
              className="grid scroll-mt-[calc(var(--header-height)+5rem)] gap-6 lg:grid-cols-[7rem_1fr] lg:gap-10"
              data-letter={g.letter}
            >
              <h2
                id={`${anchor(g.letter)}-title`}
                className="flex items-center gap-4 text-4xl font-bold text-brand-800 lg:block lg:text-6xl lg:leading-none"
              >
                {g.letter}
                <span aria-hidden="true" className="h-px flex-1 bg-border lg:hidden" />
              </h2>
              <dl className="grid gap-4 md:grid-cols-2 lg:gap-6">
                {g.entries.map((e) => (
                  <div
                    key={e.term}
                    // An odd last entry spans both columns: no empty cell beside it.
                    className="rounded-card border border-border bg-white p-6 shadow-sm md:last:odd:col-span-2"
                  >
                    <dt className="text-lg font-semibold text-brand-950">{e.term}</dt>
                    <dd className="mt-2 leading-relaxed text-muted-foreground">{e.definition}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </Section>
    </div>
  );
}

/**
 * The glossary's hero visual: one entry set as a dictionary card (the term an owner hears first),
 * with how many more the page explains and the letters they run through.
 */
export function GlossaryCard({ entry, groups }: { entry: GlossaryEntry; groups: GlossaryGroup[] }) {
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <HeroPanel title="Start with this one" badge={`${count} terms`}>
      <p className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{entry.term}</p>
      <p className="mt-1 text-sm text-accent-300 italic">noun</p>
      <p className="mt-4 text-lg leading-relaxed text-brand-50">{entry.definition}</p>
      <p className="mt-6 border-t border-white/10 pt-4 text-sm text-brand-100">
        Plus {count - 1} more, under {groups.map((g) => g.letter).join(" · ")}
      </p>
    </HeroPanel>
  );
}
