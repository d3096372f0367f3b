/** Every notice the site shows (SPEC 8). Tests assert these texts, so they live once, here. */
export const messages = {
  notImplemented: {
    title: "This feature isn't implemented yet—but don't worry!",
    description: "You can request it in your next prompt!",
  },
  reviewsNotImplemented: {
    title: "This feature isn't implemented yet—but don't worry!",
    description:
      "Full review pages are on our list. For now, every review is right here on the page.",
  },
  reviewLinkSoon: {
    title: "This review link will be active soon",
    description: "We're connecting each review to its original post. Check back shortly.",
  },
  newsletterSuccess: {
    title: "Subscribed!",
    description: "Thanks for joining our newsletter. Look for insights in your inbox soon!",
  },
  auditSuccess: {
    title: "Audit Request Sent!",
    description: "We've received your request and will be in touch within 24 hours.",
  },
} as const;

export type Notice = { title: string; description?: string };
