import { HeroPanel } from "~/components/ui/hero-panel";
import { ScrollLink } from "~/components/ui/scroll-link";
import { Section } from "~/components/ui/section";
import type { CaseStudy } from "~/content/schema";
import { cn } from "~/lib/cn";
import { IconList } from "~/components/ui/icon-list";
import { Img } from "~/components/ui/img";
import { StatList } from "~/components/ui/stat-list";

const figureCols = ["grid-cols-1", "grid-cols-2", "grid-cols-3"] as const;

/** Case studies, one section each: illustration with caption beside industry, challenge, solution and results. */
export function CaseStudyList({ items }: { items: CaseStudy[] }) {
  return (
    <>
      {items.map((c, i) => (
        <Section
          key={c.slug}
          id={c.slug}
          tone={i % 2 === 1 ? "muted" : "default"}
          reveal={i > 0}
          aria-labelledby={`${c.slug}-title`}
        >
          <article className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
            <figure
              className={cn(
                "lg:sticky lg:top-[calc(var(--header-height)+2rem)]",
                i % 2 === 1 && "lg:order-last",
              )}
            >
              {/* A small drawing comes inlined (content step): Img draws it as markup. */}
              <Img
                image={c.image}
                priority={i === 0 ? "eager" : "lazy"}
                drawn
                className="h-auto w-full rounded-card border border-border shadow-sm"
              />
              <figcaption className="mt-3 text-sm text-muted-foreground">{c.caption}</figcaption>
            </figure>
            <div>
              <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
                <span className="sr-only">Industry: </span>
                {c.industry}
              </p>
              <h2
                id={`${c.slug}-title`}
                className="mt-3 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
              >
                {c.title}
              </h2>
              <h3 className="mt-8 text-lg font-semibold text-brand-950">The challenge</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{c.challenge}</p>
              <h3 className="mt-6 text-lg font-semibold text-brand-950">The solution</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{c.solution}</p>
              <div className="mt-8 rounded-card border border-brand-200 bg-brand-50 p-6">
                <h3 className="text-lg font-semibold text-brand-950">The results</h3>
                <StatList
                  stats={c.figures}
                  variant="compact"
                  // One column per figure (one to three): no row is left with a hole.
                  className={cn(
                    "mt-4 gap-x-4 border-b border-brand-200 pb-6 sm:gap-x-6",
                    figureCols[c.figures.length - 1],
                  )}
                />
                <IconList
                  items={c.results}
                  icon="trending-up"
                  iconClassName="text-accent-600"
                  textClassName="font-medium text-brand-900"
                  className="mt-5"
                />
              </div>
            </div>
          </article>
        </Section>
      ))}
    </>
  );
}

/**
 * The case studies page's hero visual: the headline figure of each study with its industry, each
 * a jump to the study.
 */
export function CaseStudyFigures({ items }: { items: readonly CaseStudy[] }) {
  return (
    <HeroPanel title="Results at a glance">
      <ul role="list" className="grid divide-y divide-white/10">
        {items.map((c) => {
          const figure = c.figures[0]!;
          return (
            <li key={c.slug} className="py-4 first:pt-0 last:pb-0">
              <ScrollLink
                targetId={c.slug}
                className="group grid grid-cols-[7rem_1fr] items-baseline gap-4"
              >
                <span className="text-4xl font-bold tracking-tight text-white">{figure.value}</span>
                <span>
                  <span className="block text-brand-50 group-hover:underline">{figure.label}</span>
                  <span className="mt-1 block text-xs font-semibold tracking-wider text-accent-300 uppercase">
                    {c.industry}
                  </span>
                </span>
              </ScrollLink>
            </li>
          );
        })}
      </ul>
    </HeroPanel>
  );
}
