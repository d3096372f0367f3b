import { BookCallButton } from "~/components/ui/book-call-button";
import { type ButtonVariantProps, buttonVariants } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import type { Cta } from "~/content/schema";
import { cn } from "~/lib/cn";

/** Renders a content record's call to action: "booking" opens the scheduling page, anything else is a SmartLink. */
export function CtaButton({
  cta,
  className,
  ...variants
}: { cta: Cta; className?: string } & ButtonVariantProps) {
  if (cta.to === "booking") {
    return (
      <BookCallButton className={className} {...variants}>
        {cta.label}
      </BookCallButton>
    );
  }
  return (
    <SmartLink to={cta.to} className={cn(buttonVariants(variants), className)}>
      {cta.label}
    </SmartLink>
  );
}
