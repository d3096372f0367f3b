import { site } from "~/config/site";
import { timing } from "~/config/timing";
import { notImplemented } from "~/content/not-implemented";

/**
 * Every notice the site shows. Tests assert these texts, so they live once, here (the
 * placeholder links' notice in a module of its own: see below).
 */
export const messages = {
  notImplemented,
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
  // Delivery failures, only possible with a form endpoint configured. Shown in the form, not as
  // a toast, so they stay until the next try; the form keeps every value.
  newsletterFailed: {
    title: "We couldn't sign you up just now.",
    description: `Please try again in a moment, or email ${site.email} and we'll add you.`,
  },
  auditFailed: {
    title: "We couldn't send your request.",
    description: `Everything you typed is still here. Press ‘Get My Free Audit’ to try again, or email us at ${site.email} and we'll reply within ${timing.auditReplyHours} hours.`,
  },
} as const;

export type { Notice } from "~/content/not-implemented";
