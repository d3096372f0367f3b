import { Portrait } from "~/components/ui/portrait";
import { Section } from "~/components/ui/section";
import type { Image } from "~/content/schema";

export type PullQuoteContent = {
  quote: string;
  /** Who said it: a person's name, or a description where the client is not named. */
  name: string;
  role?: string;
  company?: string;
  /** Show the speaker's portrait frame (a monogram until a photo is uploaded). */
  portrait?: { image?: Image };
};

/**
 * A full-width pull quote: one sentence set large on the brand band, with who said it. For the
 * line a page should be remembered by, once per page at most.
 */
export function PullQuote({ quote, name, role, company, portrait }: PullQuoteContent) {
  const credit = [role, company].filter(Boolean).join(", ");
  return (
    <Section tone="brand" width="narrow" aria-label={`Quote from ${name}`}>
      <figure className="text-center">
        <span
          aria-hidden="true"
          className="block text-7xl leading-none text-accent-400 sm:text-8xl"
        >
          “
        </span>
        <blockquote className="-mt-4 text-2xl leading-snug font-semibold tracking-tight text-balance text-white sm:text-3xl lg:text-4xl">
          <p>{quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-4 text-left">
          {portrait && (
            <Portrait name={name} image={portrait.image} decorative className="size-14 shrink-0" />
          )}
          <span>
            <span className="block font-semibold text-white">{name}</span>
            {credit && <span className="block text-sm text-brand-100">{credit}</span>}
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}
