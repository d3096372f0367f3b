import { useState } from "react";

import { BookCallButton } from "~/components/ui/book-call-button";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Image, WebsiteCase } from "~/content/schema";
import { cn } from "~/lib/cn";
import { Img } from "~/components/ui/img";

type WebsiteCasesProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: WebsiteCase[];
};

/** Before/after case cards for the website page, closed by the 'View Full Portfolio' booking button. */
export function WebsiteCases({ eyebrow, title, intro, items }: WebsiteCasesProps) {
  return (
    <Section tone="muted" id="cases" aria-labelledby="cases-title">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id="cases-title" />
      <ul role="list" className="grid gap-8 lg:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="flex">
            <CaseCard item={item} />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex justify-center">
        <BookCallButton variant="default" size="lg">
          View Full Portfolio
        </BookCallButton>
      </div>
    </Section>
  );
}

function CaseCard({ item }: { item: WebsiteCase }) {
  return (
    <article
      data-testid="website-case"
      className="flex w-full flex-col overflow-hidden rounded-card border border-border bg-white shadow-sm"
    >
      <BeforeAfterImage title={item.title} before={item.before} after={item.after} />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
          {item.industry}
        </p>
        <h3 className="mt-2 text-2xl font-bold text-brand-950">{item.title}</h3>
        <p className="mt-3 leading-relaxed text-muted-foreground">{item.summary}</p>
        <dl className="mt-6 grid grid-cols-3 gap-4 border-y border-border py-5">
          {item.metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-sm leading-snug text-muted-foreground">{metric.label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl">
                {metric.value}
              </dd>
            </div>
          ))}
        </dl>
        <figure className="mt-6">
          <blockquote className="text-lg leading-relaxed text-brand-950">
            <p>&ldquo;{item.testimonial.text}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-muted-foreground">
            {item.testimonial.author}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}

/** Keyboard focus, not the focus a mouse click or tap leaves behind. */
function isFocusVisible(el: Element) {
  try {
    return el.matches(":focus-visible");
  } catch {
    return true; // engines without :focus-visible: treat every focus as keyboard focus
  }
}

/**
 * Shows the site before our work, and after it while hovered by a mouse, while focused from the
 * keyboard, or once tapped (tap again to go back). Both images keep their alt text for
 * assistive tech; the button only changes what is drawn.
 */
function BeforeAfterImage({
  title,
  before,
  after,
}: {
  title: string;
  before: Image;
  after: Image;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const showAfter = hovered || focused || pinned;
  return (
    <div
      data-testid="before-after"
      data-state={showAfter ? "after" : "before"}
      className="relative aspect-[3/2] border-b border-border bg-muted"
    >
      <Img image={before} className="absolute inset-0 size-full object-cover" />
      <Img
        image={after}
        className={cn(
          "absolute inset-0 size-full object-cover transition-opacity duration-500",
          showAfter ? "opacity-100" : "opacity-0",
        )}
      />
      <button
        type="button"
        className="absolute inset-0 size-full cursor-pointer outline-offset-[-6px]"
        onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
        onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
        onFocus={(e) => setFocused(isFocusVisible(e.currentTarget))}
        onBlur={() => setFocused(false)}
        onClick={() => setPinned((p) => !p)}
      >
        <span className="sr-only">Switch between before and after: {title}</span>
      </button>
      <span
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute top-2.5 right-3 rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase shadow-sm",
          showAfter ? "bg-accent-400 text-brand-950" : "bg-brand-950/85 text-white",
        )}
      >
        {showAfter ? "After" : "Before"}
      </span>
    </div>
  );
}
