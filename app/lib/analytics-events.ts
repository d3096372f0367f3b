/**
 * Every analytics event the site sends, named once (the README lists them). Property
 * values are strings the site itself chose: a path, a button's label, a host, a FAQ question, a
 * service from the fixed list. Never a value a visitor typed.
 */
export const analyticsEvents = {
  /** A call to action that opens the scheduling page, the floating button included. */
  bookingClick: "Booking Click",
  /** The audit form delivered (2xx from the endpoint) or its simulated send succeeded. */
  auditRequest: "Audit Request",
  /** The newsletter form delivered or its simulated send succeeded. */
  newsletterSignup: "Newsletter Signup",
  /** A link to another site (not the booking page), opened from a SmartLink. */
  outboundLink: "Outbound Link: Click",
  /** A FAQ question opened. */
  faqOpen: "FAQ Open",
  /** 'Load More Articles' on the blog. */
  blogLoadMore: "Blog Load More",
  /** The not-found page shown for a path the site does not have. */
  notFound: "404",
} as const;

/** Code names events by key; the name above is what the collector records. */
export type AnalyticsEvent = keyof typeof analyticsEvents;

/** The properties each event carries. */
export type AnalyticsEventProps = {
  bookingClick: { page: string; button: string };
  auditRequest: { service: string };
  newsletterSignup: Record<string, never>;
  outboundLink: { host: string };
  faqOpen: { question: string };
  blogLoadMore: { page: string };
  notFound: { path: string };
};
