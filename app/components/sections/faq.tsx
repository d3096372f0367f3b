import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { Section, SectionHeading } from "~/components/ui/section";
import type { FaqItem } from "~/content/schema";

/** FAQ accordion: one item open at a time, and the open one can be closed. */
export function Faq({ title, intro, items }: { title: string; intro?: string; items: FaqItem[] }) {
  return (
    <Section aria-labelledby="faq-title" width="narrow">
      <SectionHeading title={title} intro={intro} id="faq-title" align="center" />
      <Accordion
        type="single"
        collapsible
        className="rounded-card border border-border bg-white px-6 shadow-sm"
      >
        {items.map((item, i) => (
          <AccordionItem key={item.question} value={`faq-${i}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent className="leading-relaxed text-muted-foreground">
              {item.answer}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
