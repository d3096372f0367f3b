import { Card, CardBody, CardTitle, IconBadge } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import { SmartLink } from "~/components/ui/smart-link";
import type { Benefit } from "~/content/schema";
import { cn } from "~/lib/cn";

type BenefitGridProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: (Benefit & { link?: string; linkLabel?: string })[];
  /** Cards per row on large screens (SPEC: benefit grids are 4). */
  columns?: 2 | 3 | 4;
  tone?: "default" | "muted" | "tint";
  id?: string;
  /** With 3 columns and a last row of two (e.g. 5 cards), widen those two to fill the row. */
  balanceLastRow?: boolean;
};

const cols = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Icon + title + description cards: 1 per row on phones, 2 on tablets, `columns` on desktop. */
export function BenefitGrid({
  eyebrow,
  title,
  intro,
  items,
  columns = 4,
  tone,
  id,
  balanceLastRow,
}: BenefitGridProps) {
  const balanced = balanceLastRow && columns === 3 && items.length % 3 === 2;
  return (
    <Section tone={tone} id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <SectionHeading
        eyebrow={eyebrow}
        title={title}
        intro={intro}
        id={id ? `${id}-title` : undefined}
      />
      <ul
        role="list"
        className={cn("grid gap-6 sm:grid-cols-2", balanced ? "lg:grid-cols-6" : cols[columns])}
      >
        {items.map((item, i) => (
          <li
            key={item.title}
            className={cn(
              "flex",
              balanced && (i >= items.length - 2 ? "lg:col-span-3" : "lg:col-span-2"),
            )}
          >
            <Card className="w-full">
              <IconBadge className="mb-5">
                <Icon name={item.icon} />
              </IconBadge>
              <CardTitle>{item.title}</CardTitle>
              <CardBody className="mt-2">{item.description}</CardBody>
              {item.link && (
                <SmartLink
                  to={item.link}
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                >
                  {item.linkLabel ?? "Learn more"}
                  <span className="sr-only"> about {item.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </SmartLink>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
