import { Disclosure } from "~/components/ui/disclosure";
import { Section, SectionHeading } from "~/components/ui/section";
import type { FaqItem } from "~/content/schema";

/** FAQ accordion: one item open at a time, and the open one can be closed. */
export function Faq({ title, intro, items }: { title: string; intro?: string; items: FaqItem[] }) {
  return (
    <Section aria-labelledby="faq-title" width="narrow">
      <SectionHeading title={title} intro={intro} id="faq-title" align="center" />
      <div className="divide-y divide-border rounded-card border border-border bg-white px-6 shadow-sm">
        {items.map((item) => (
          <Disclosure key={item.question} name="faq" summary={<h3>{item.question}</h3>}>
            <p className="pb-5 leading-relaxed text-muted-foreground">{item.answer}</p>
          </Disclosure>
        ))}
      </div>
    </Section>
  );
}
