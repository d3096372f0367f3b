import { CountUp } from "~/components/motion/count-up";
import { Section, SectionHeading } from "~/components/ui/section";
import { timing } from "~/config/timing";

type CounterItem = {
  end: number;
  decimals: number;
  prefix?: string;
  suffix?: string;
  label: string;
  quote: string;
  author: string;
};

/** Testimonial cards led by a number that counts up once when half visible. */
export function StatCounters({
  eyebrow,
  title,
  items,
}: {
  eyebrow?: string;
  title: string;
  items: CounterItem[];
}) {
  return (
    <Section tone="brand" aria-labelledby="results-title">
      <SectionHeading eyebrow={eyebrow} title={title} id="results-title" inverted />
      {/* Phones: a swipeable row, so three long testimonials do not stack a screen and a half. */}
      <ul
        role="list"
        data-grid=""
        // A scrolling row must be reachable from the keyboard (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={title}
        className="-mx-5 grid snap-x snap-mandatory scroll-px-5 auto-cols-[84%] grid-flow-col gap-4 overflow-x-auto overscroll-x-contain px-5 pb-2 sm:-mx-8 sm:px-8 md:mx-0 md:grid-flow-row md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
      >
        {items.map((item) => (
          <li key={item.label} className="snap-start">
            <figure className="flex h-full flex-col rounded-card border border-white/10 bg-white/5 p-6 md:p-7">
              <CountUp
                end={item.end}
                decimals={item.decimals}
                prefix={item.prefix}
                suffix={item.suffix}
                durationMs={timing.counter.testimonialDurationMs}
                threshold={timing.counter.testimonialThreshold}
                className="text-5xl font-bold tracking-tight text-accent-300"
              />
              <p className="mt-2 font-semibold text-white">{item.label}</p>
              <blockquote className="mt-5 flex-1 leading-relaxed text-brand-100">
                “{item.quote}”
              </blockquote>
              <figcaption className="mt-4 text-sm text-brand-200">— {item.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
