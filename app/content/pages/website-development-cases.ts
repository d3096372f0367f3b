/**
 * The website development page's case studies, shown by a lazy section (routes/
 * website-development.tsx): this content loads with that section's code, after the first paint,
 * not in the page's first load. The rest of the page is in website-development.ts.
 */
import type { WebsiteCase } from "~/content/schema";

const img = (name: string) => `/images/website-development/${name}.svg`;

export const websiteCases = {
  eyebrow: "Before and after",
  title: "Recent website transformations",
  intro: "Hover over, focus or tap a screenshot to see the site after our work.",
  items: [
    {
      title: "Harbor & Pine Builders",
      industry: "Design and build · $18M revenue",
      summary:
        "A brochure site that nobody found became the company's busiest salesperson, with project galleries and site-visit booking.",
      metrics: [
        { value: "3.1×", label: "quote requests per month" },
        { value: "1.4 s", label: "mobile load time, down from 6.8 s" },
        { value: "+162%", label: "organic search traffic in six months" },
      ],
      testimonial: {
        text: "The old site was a brochure nobody read. Now it books site visits while we're out on jobs, and our estimators finally have qualified leads to call back.",
        author: "Dana Whitaker, Operations Director, Harbor & Pine Builders",
      },
      before: {
        src: img("builder-before"),
        alt: "Before: a dated, beige homepage with a wall of small text, a clip-art house and no clear button to get in touch.",
        width: 480,
        height: 320,
      },
      after: {
        src: img("builder-after"),
        alt: "After: a clean dark-teal homepage with a bold headline, a project photo, a bright 'book a site visit' button and three service cards.",
        width: 480,
        height: 320,
      },
    },
    {
      title: "Copper Kettle Provisions",
      industry: "Wholesale food supply · $32M revenue",
      summary:
        "A phone-and-PDF price list became a trade ordering portal that restaurants use from their phones at any hour.",
      metrics: [
        { value: "68%", label: "of wholesale orders now placed online" },
        { value: "11 hrs", label: "of order entry saved each week" },
        { value: "+27%", label: "average order value" },
      ],
      testimonial: {
        text: "Restaurants reorder at midnight from their phones, and our team starts the day with clean orders instead of voicemails to transcribe.",
        author: "Luis Ferreira, Managing Director, Copper Kettle Provisions",
      },
      before: {
        src: img("supplier-before"),
        alt: "Before: a grey page holding a long price table and a red 'call to order' bar, with no way to order online.",
        width: 480,
        height: 320,
      },
      after: {
        src: img("supplier-after"),
        alt: "After: an ordering portal with product search, a basket, a reorder banner and a grid of product cards with prices and add buttons.",
        width: 480,
        height: 320,
      },
    },
  ] satisfies WebsiteCase[],
};
