import { Disclosure } from "~/components/ui/disclosure";
import { Section, SectionHeading } from "~/components/ui/section";
import type { FaqItem } from "~/content/schema";

/** FAQ accordion: one item open at a time, and the open one can be closed. */
export function Faq({ title, intro, items }: { title: string; intro?: string; items: FaqItem[] }) {
  return (
    <Section aria-labelledby="faq-title">
      <div className="grid gap-x-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <SectionHeading title={title} intro={intro} id="faq-title" className="lg:mb-0" />
        <div className="divide-y divide-border rounded-card border border-border bg-white px-5 shadow-sm sm:px-6">
          {items.map((item) => (
            <Disclosure
              key={item.question}
              name="faq"
              summaryClassName="py-4 sm:py-5"
              // Questions wrap like sentences, not balanced into short lines on a phone.
              summary={<h3 className="[text-wrap:pretty]">{item.question}</h3>}
            >
              <p className="pb-4 leading-relaxed text-muted-foreground sm:pb-5">{item.answer}</p>
            </Disclosure>
          ))}
        </div>
      </div>
    </Section>
  );
}
