import { Icon } from "~/components/ui/icon";

import { Section } from "~/components/ui/section";

type DailyRealityProps = { title: string; intro: string; items: string[]; closing: string };

/** A single card describing the owner's day, as a timeline. */
export function DailyReality({ title, intro, items, closing }: DailyRealityProps) {
  return (
    <Section tone="tint" width="narrow" aria-labelledby="reality-title">
      <div className="rounded-card border border-brand-200 bg-white p-8 shadow-sm sm:p-10">
        <h2 id="reality-title" className="text-3xl font-bold tracking-tight text-brand-950">
          {title}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
        <ul role="list" className="mt-6 grid gap-4">
          {items.map((item) => (
            <li key={item} className="flex gap-3">
              <Icon
                name="clock"
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-accent-600"
              />
              <span className="text-foreground">{item}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 border-t border-border pt-6 font-semibold text-brand-900">{closing}</p>
      </div>
    </Section>
  );
}
