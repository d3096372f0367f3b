import { useState } from "react";

import { useInViewOnce } from "~/components/motion/reveal";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { SmartLink } from "~/components/ui/smart-link";
import { Stars } from "~/components/ui/stars";
import { messages } from "~/content/messages";
import type { Review } from "~/content/schema";
import { cn } from "~/lib/cn";
import { prefersReducedMotion } from "~/lib/motion";

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full w-[300px] shrink-0 flex-col rounded-card border border-border bg-white p-6 shadow-sm sm:w-[360px]">
      <Stars
        count={review.rating}
        label={`${review.rating} out of 5 stars`}
        size={16}
        gap={2}
        className="text-accent-500"
      />
      <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
        “{review.text}”
      </blockquote>
      <figcaption className="mt-5 text-sm">
        <span className="block font-semibold text-brand-950">{review.author}</span>
        <span className="text-muted-foreground">
          {review.date} ·{" "}
          <SmartLink
            to={review.link}
            notice={messages.reviewLinkSoon}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            View on {review.platform}
          </SmartLink>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The moving strip. The loop needs the list twice (the second copy inert and hidden from
 * assistive tech), and the copy is added only when the strip comes on screen: the prerendered
 * page carries each review once, so the first load parses, styles and lays out about 90 fewer
 * elements. The first list is far wider than any screen, so the copy joins off
 * screen. Until then, without JavaScript and under reduced motion, the strip stands still and
 * scrolls sideways by hand. Pauses on hover and focus. Rendered inside `Section`, whose body
 * hydrates in its own boundary, so the observer finds the element it watches.
 */
function ReviewTrack({ reviews }: { reviews: Review[] }) {
  const [looping, setLooping] = useState(false);
  const strip = useInViewOnce<HTMLDivElement>(() => {
    if (!prefersReducedMotion()) setLooping(true);
  }, 0);

  const list = (copy: boolean) => (
    <ul
      role="list"
      className="flex gap-6"
      {...(copy ? { "aria-hidden": true, inert: true, "data-testid": "review-copy" } : {})}
    >
      {reviews.map((r) => (
        <li key={r.author}>
          <ReviewCard review={r} />
        </li>
      ))}
    </ul>
  );

  return (
    // The strip starts on the column and runs out to the screen's right edge.
    <div
      ref={strip}
      className={cn(
        "group mr-[calc(50%-50vw)] [mask-image:linear-gradient(to_right,black_90%,transparent)]",
        looping ? "overflow-hidden motion-reduce:overflow-x-auto" : "overflow-x-auto",
      )}
    >
      <div
        data-testid="review-track"
        data-looping={looping || undefined}
        className={cn(
          "flex w-max gap-6 py-2 pr-6",
          looping &&
            "animate-[marquee_60s_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none",
        )}
      >
        {list(false)}
        {looping && list(true)}
      </div>
    </div>
  );
}

/** Reviews scrolling in a continuous loop, with the buttons to read and leave reviews. */
export function ReviewStrip({ reviews }: { reviews: Review[] }) {
  return (
    <Section aria-labelledby="reviews-title" className="overflow-x-clip">
      <SectionHeading eyebrow="Reviews" title="Owners who got their time back" id="reviews-title" />
      <ReviewTrack reviews={reviews} />
      <div className="mt-8 flex flex-wrap gap-3 sm:mt-10">
        <SmartLink
          to="#"
          notice={messages.reviewsNotImplemented}
          className={buttonVariants({ variant: "default" })}
        >
          Read All Reviews
        </SmartLink>
        <SmartLink
          to="#"
          notice={messages.reviewsNotImplemented}
          className={buttonVariants({ variant: "outline" })}
        >
          Leave a Review
        </SmartLink>
      </div>
    </Section>
  );
}
