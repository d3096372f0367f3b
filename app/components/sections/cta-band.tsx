import { CtaButton } from "~/components/ui/cta-button";
import { Section } from "~/components/ui/section";
import type { Cta } from "~/content/schema";

type CtaBandProps = {
  title: string;
  text: string;
  primary?: Cta;
  secondary?: Cta;
};

/** Closing call to action on the dark band. Defaults to booking the free discovery call. */
export function CtaBand({
  title,
  text,
  primary = { label: "Book Your Free Discovery Call", to: "booking" },
  secondary,
}: CtaBandProps) {
  return (
    <Section tone="brand" aria-labelledby="cta-title">
      <div className="flex flex-col items-start justify-between gap-8 lg:flex-row lg:items-center">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CtaButton cta={primary} variant="primary" size="lg" />
          {secondary && <CtaButton cta={secondary} variant="outline" size="lg" />}
        </div>
      </div>
    </Section>
  );
}
