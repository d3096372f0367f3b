import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import { SmartLink } from "~/components/ui/smart-link";
import type { RelatedPage } from "~/content/schema";

/** The "Explore other..." list that ends most pages: three related-page links as cards. */
export function RelatedPages({
  title = "Explore other solutions",
  items,
}: {
  title?: string;
  items: RelatedPage[];
}) {
  return (
    <Section tone="muted" aria-labelledby="related-title">
      <SectionHeading title={title} id="related-title" />
      <ul role="list" className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.link}>
            <SmartLink
              to={item.link}
              className="group flex h-full flex-col rounded-card border border-border bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="text-lg font-semibold text-brand-950 group-hover:text-brand-700">
                {item.title}
              </span>
              <span className="mt-2 flex-1 text-muted-foreground">{item.description}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Read more
                <Icon
                  name="arrow-right"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
