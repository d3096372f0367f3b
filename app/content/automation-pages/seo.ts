import type { Seo } from "~/content/schema";
import type { AutomationSlug } from "~/content/solutions/slugs";

/** Each automation page's title and description, in the route's own chunk: meta cannot wait for the record. */
export const automationSeo = {
  "sales-management": {
    title: "Sales Management Automation",
    description:
      "Automate lead capture, follow-up, pipeline updates and sales reporting. Every lead answered in minutes and sales appointments up 40% on average.",
  },
  "marketing-management": {
    title: "Marketing Automation for Service Firms",
    description:
      "Plan, publish and measure marketing automatically: content calendars, review requests, email nurture and monthly reports, with no in-house team needed.",
  },
  "cash-flow-management": {
    title: "Cash Flow Management Automation",
    description:
      "Automated invoicing, payment reminders and a rolling 13-week cash forecast, so you spot shortfalls weeks ahead and get paid faster.",
  },
  "it-asset-management": {
    title: "IT Asset Management Automation",
    description:
      "Track every laptop, phone and software licence automatically. Renewals flagged early, new starters ready on day one and leavers locked out in minutes.",
  },
} satisfies Record<AutomationSlug, Seo>;
