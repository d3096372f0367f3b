import { Card, CardBody, CardTitle, IconBadge } from "~/components/ui/card";
import { Carousel } from "~/components/ui/carousel";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ServiceCard } from "~/content/schema";

export function ServicesCarousel({
  eyebrow,
  title,
  items,
}: {
  eyebrow?: string;
  title: string;
  items: ServiceCard[];
}) {
  return (
    <Section tone="muted" aria-labelledby="services-title" className="overflow-x-clip">
      <SectionHeading eyebrow={eyebrow} title={title} id="services-title" />
      {/* Slides start on the column and run to the screen's right edge, so the next card shows
          clearly as the next one (a deliberate peek, not a clipped sliver). */}
      <Carousel
        label="Our services"
        viewportClassName="mr-[calc(50%-50vw)]"
        slideClassName="basis-[80%] sm:basis-[45%] lg:basis-[29%]"
      >
        {items.map((item) => (
          <Card key={item.title} className="h-full">
            <IconBadge className="mb-5">
              <Icon name={item.icon} />
            </IconBadge>
            <CardTitle>{item.title}</CardTitle>
            <CardBody className="mt-2">{item.description}</CardBody>
            <ArrowLink to={item.link} className="mt-5">
              Explore {item.title}
            </ArrowLink>
          </Card>
        ))}
      </Carousel>
    </Section>
  );
}
