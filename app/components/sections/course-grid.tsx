import { BookCallButton } from "~/components/ui/book-call-button";
import { Card, CardBody, CardFooter, CardTitle, IconBadge } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Course } from "~/content/schema";
import { IconList } from "~/components/ui/icon-list";

type CourseGridProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: Course[];
  /** Visible label of each card's booking button; the course title is added for screen readers. */
  actionLabel: string;
  id?: string;
};

/** Course cards in two columns: what it teaches, format and length, topics, and a booking button. */
export function CourseGrid({
  eyebrow,
  title,
  intro,
  items,
  actionLabel,
  id = "courses",
}: CourseGridProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {items.map((course) => (
          <li key={course.title} className="flex">
            <Card className="w-full">
              <div className="mb-5 flex items-start justify-between gap-4">
                <IconBadge>
                  <Icon name={course.icon} />
                </IconBadge>
                <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-700">
                  {course.format}
                </span>
              </div>
              <CardTitle>{course.title}</CardTitle>
              <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-brand-700">
                <Icon name="clock" className="size-4" />
                {course.duration}
              </p>
              <CardBody className="mt-3">
                <p>{course.description}</p>
                <IconList
                  items={course.topics}
                  size="sm"
                  className="mt-4 text-sm"
                  textClassName="text-foreground"
                />
              </CardBody>
              <CardFooter>
                <BookCallButton variant="default">
                  {actionLabel}
                  <span className="sr-only">: {course.title}</span>
                </BookCallButton>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
