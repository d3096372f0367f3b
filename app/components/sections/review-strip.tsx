import { Icon } from "~/components/ui/icon";

import { buttonVariants } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { SmartLink } from "~/components/ui/smart-link";
import { messages } from "~/content/messages";
import type { Review } from "~/content/schema";

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full w-[300px] shrink-0 flex-col rounded-card border border-border bg-white p-6 shadow-sm sm:w-[360px]">
      <div
        className="flex gap-0.5 text-accent-500"
        role="img"
        aria-label={`${review.rating} out of 5 stars`}
      >
        {Array.from({ length: review.rating }, (_, i) => (
          <Icon name="star" key={i} aria-hidden="true" className="size-4 fill-current" />
        ))}
      </div>
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
 * Reviews scrolling in a continuous loop: the list is rendered twice, and the second copy is
 * inert and hidden from assistive tech. Pauses on hover and focus; static under reduced motion.
 */
export function ReviewStrip({ reviews }: { reviews: Review[] }) {
  return (
    <Section aria-labelledby="reviews-title" className="overflow-x-clip">
      <SectionHeading eyebrow="Reviews" title="Owners who got their time back" id="reviews-title" />
      {/* The strip starts on the column and runs out to the screen's right edge. */}
      <div className="group mr-[calc(50%-50vw)] overflow-hidden [mask-image:linear-gradient(to_right,black_90%,transparent)] motion-reduce:overflow-x-auto">
        <div
          data-testid="review-track"
          className="flex w-max animate-[marquee_60s_linear_infinite] gap-6 py-2 pr-6 group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none"
        >
          <ul role="list" className="flex gap-6">
            {reviews.map((r) => (
              <li key={r.author}>
                <ReviewCard review={r} />
              </li>
            ))}
          </ul>
          <ul role="list" aria-hidden="true" inert className="flex gap-6" data-testid="review-copy">
            {reviews.map((r) => (
              <li key={r.author}>
                <ReviewCard review={r} />
              </li>
            ))}
          </ul>
        </div>
      </div>
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
