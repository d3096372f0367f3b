import { Card, CardBody, CardTitle, IconBadge } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { FeatureCard } from "~/content/schema";
import { cn } from "~/lib/cn";
import { IconList } from "~/components/ui/icon-list";

type FeatureCardsProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: FeatureCard[];
  tone?: "default" | "muted" | "tint";
};

/** Offerings or components: icon, title, description and a checklist of what each includes. */
export function FeatureCards({ id, eyebrow, title, intro, items, tone }: FeatureCardsProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <ul
        role="list"
        className={cn(
          "grid gap-6",
          items.length === 2 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="w-full lg:p-8">
              <IconBadge className="mb-5">
                <Icon name={item.icon} />
              </IconBadge>
              <CardTitle className="text-xl">{item.title}</CardTitle>
              <CardBody className="mt-2 flex-none">{item.description}</CardBody>
              <IconList
                items={item.points}
                icon="badge-check"
                className="mt-5 border-t border-border pt-5"
                textClassName="text-foreground"
              />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
