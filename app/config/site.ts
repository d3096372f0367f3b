/** Every fact about the agency that appears in more than one place. */
export const site = {
  name: "Tideline Partners",
  shortName: "Tideline",
  tagline: "Automation, AI, and Leadership Solutions for Small Business",
  description:
    "Tideline Partners builds workflow automation, AI agents and websites, and lends fractional operations leadership to small and mid-sized service businesses.",
  baseUrl:
    (import.meta.env?.VITE_SITE_URL as string | undefined) ?? "https://www.tidelinepartners.com",
  /** External scheduling page for the free 30-minute "AI business operations discussion". */
  bookingUrl: "https://cal.com/tideline-partners/ai-business-operations-discussion",
  bookingNamespace: "ai-business-operations-discussion",
  bookingLabel: "AI business operations discussion",
  email: "hello@tidelinepartners.com",
  phone: "+1 (302) 555-0148",
  address: {
    street: "8 The Green, Suite 4120",
    city: "Dover",
    region: "DE",
    postalCode: "19901",
    country: "US",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/tideline-partners",
  },
  footerQuote: "A true partner in our success",
  footerRating: 5,
  founder: {
    name: "Maya Castillo",
    slug: "maya-castillo",
    role: "Founder & Managing Partner",
  },
  discoveryCall: { minutes: 30, price: "free" },
} as const;

export const addressLines = [
  site.address.street,
  `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
];
