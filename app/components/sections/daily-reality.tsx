import { Section } from "~/components/ui/section";
import { IconList } from "~/components/ui/icon-list";

type DailyRealityProps = { title: string; intro: string; items: string[]; closing: string };

/** A single card describing the owner's day, as a timeline. */
export function DailyReality({ title, intro, items, closing }: DailyRealityProps) {
  return (
    <Section tone="tint" width="narrow" aria-labelledby="reality-title">
      <div className="sm:rounded-card sm:border sm:border-brand-200 sm:bg-white sm:p-10 sm:shadow-sm">
        <h2
          id="reality-title"
          className="text-[1.75rem] leading-tight font-bold tracking-tight text-brand-950 sm:text-3xl"
        >
          {title}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
        <IconList
          items={items}
          icon="clock"
          iconClassName="text-accent-600"
          textClassName="text-foreground"
          gap="gap-3 sm:gap-4"
          className="mt-5 sm:mt-6"
        />
        <p className="mt-5 border-t border-brand-200 pt-5 font-semibold text-brand-900 sm:mt-6 sm:border-border sm:pt-6">
          {closing}
        </p>
      </div>
    </Section>
  );
}
