import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import { SmartLink } from "~/components/ui/smart-link";
import type { TimelineStage } from "~/content/schema";
import { cn } from "~/lib/cn";

type TimelineProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: TimelineStage[];
  id?: string;
  tone?: "default" | "muted" | "tint";
};

function PeopleList({ label, names }: { label: string; names: string[] }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-brand-800">{label}</dt>
      {names.map((name) => (
        <dd key={name} className="mt-1 text-foreground">
          {name}
        </dd>
      ))}
    </div>
  );
}

/**
 * A process as a vertical timeline: a numbered rail on the left, and for every stage when it
 * happens, what it asks of the client, what happens, who takes part and what the client receives.
 * Driven by typed `TimelineStage` records; an ordered list, so steps read in order without CSS.
 */
export function Timeline({ eyebrow, title, intro, items, id = "timeline", tone }: TimelineProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <ol className="relative">
        {items.map((stage, i) => (
          <li
            key={stage.title}
            className="relative grid gap-x-10 pb-10 pl-13 last:pb-0 sm:pb-12 sm:pl-20 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.6fr)] lg:pb-16"
          >
            {/* The rail: a number on a line that runs down to the next stage. */}
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-0 left-[1.1875rem] w-0.5 bg-brand-200 sm:left-[1.6875rem]",
                i === items.length - 1 ? "h-10" : "bottom-0",
              )}
            />
            <span
              aria-hidden="true"
              className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-full bg-brand-800 text-base font-bold text-white ring-4 ring-white sm:size-14 sm:text-xl"
            >
              {i + 1}
            </span>
            <div>
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-800">
                <span className="rounded-full bg-brand-50 px-3 py-1 ring-1 ring-brand-200">
                  {stage.when}
                </span>
              </p>
              <h3 className="mt-3 flex items-center gap-2 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
                <span className="sr-only">Step {i + 1}: </span>
                {stage.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground sm:mt-3 sm:text-lg">
                {stage.summary}
              </p>
              <p className="mt-4 flex items-start gap-2 text-foreground">
                <Icon
                  name="clock"
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-accent-700"
                />
                <span>
                  <span className="font-semibold">Your time: </span>
                  {stage.effort}
                </span>
              </p>
              {stage.link && (
                <SmartLink
                  to={stage.link.to}
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                >
                  {stage.link.label}
                  <Icon name="arrow-right" aria-hidden="true" className="size-4" />
                </SmartLink>
              )}
            </div>
            {/* Phones: the detail card takes the full column width, over the rail. */}
            <div className="relative mt-5 -ml-13 grid gap-5 rounded-card border border-border bg-white p-4 shadow-sm sm:mt-6 sm:ml-0 sm:gap-6 sm:p-7 lg:mt-0">
              <div>
                <h4 className="font-semibold text-brand-950">What happens</h4>
                <ul role="list" className="mt-3 grid gap-2.5">
                  {stage.activities.map((a) => (
                    <li key={a} className="flex gap-3 leading-relaxed text-foreground">
                      <span
                        aria-hidden="true"
                        className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500"
                      />
                      {a}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="font-semibold text-brand-950">Who is involved</h4>
                <dl className="mt-3 grid grid-cols-2 gap-4">
                  <PeopleList label="From our side" names={stage.people.ours} />
                  <PeopleList label="From yours" names={stage.people.yours} />
                </dl>
              </div>
              <div className="-mx-1 rounded-xl bg-brand-50 p-4 sm:mx-0 sm:p-5">
                <h4 className="font-semibold text-brand-950">What you receive</h4>
                <ul role="list" className="mt-3 grid gap-2.5">
                  {stage.deliverables.map((d) => (
                    <li key={d} className="flex gap-3 leading-relaxed text-foreground">
                      <Icon
                        name="file-text"
                        aria-hidden="true"
                        className="mt-0.5 size-5 shrink-0 text-brand-700"
                      />
                      {d}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
