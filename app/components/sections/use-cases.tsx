import { Card, CardTitle, IconBadge } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Block, UseCase } from "~/content/solutions/schema";

/** Side-by-side use cases: the challenge, what was built and the measured result. */
export function UseCases({ eyebrow, title, intro, items }: Block<UseCase>) {
  return (
    <Section id="use-cases" aria-labelledby="use-cases-title">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id="use-cases-title" />
      <ul role="list" className="grid gap-6 lg:grid-cols-2">
        {items.map((u) => (
          <li key={u.title}>
            <Card className="h-full p-6 sm:p-8">
              <div className="flex items-center gap-4">
                <IconBadge>
                  <Icon name={u.icon} />
                </IconBadge>
                <div>
                  <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
                    {u.industry}
                  </p>
                  <CardTitle className="text-xl">{u.title}</CardTitle>
                </div>
              </div>
              <dl className="mt-6 grid flex-1 gap-4">
                <div>
                  <dt className="font-semibold text-brand-950">The challenge</dt>
                  <dd className="mt-1 leading-relaxed text-muted-foreground">{u.challenge}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-brand-950">What we automated</dt>
                  <dd className="mt-1 leading-relaxed text-muted-foreground">{u.solution}</dd>
                </div>
                <div className="mt-auto rounded-control border-l-4 border-accent-400 bg-accent-100 px-4 py-3">
                  <dt className="font-semibold text-brand-950">The result</dt>
                  <dd className="mt-1 font-medium text-brand-950">{u.result}</dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
