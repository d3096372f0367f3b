// The hero illustration sits on the first screen: inlined as a data: URL (about 0.7 KB brotli),
// which the hero draws as inline SVG, so it waits for no request of its own.
import heroSite from "~/assets/images/website-development-hero.svg?data-uri";
import type { Benefit, HeroContent, Seo, Step } from "~/content/schema";

export const websiteSeo = {
  title: "Website Development for Growing Companies",
  description:
    "Custom websites, e-commerce and web apps for $5M–$50M service companies: fast, findable and built to turn visitors into enquiries. Get a free website audit.",
} satisfies Seo;

export const websiteHero = {
  title: "Websites That Win Work, Not Just Compliments",
  subtitle:
    "We design and build fast, findable websites for companies with $5M–$50M in revenue, so your site books consultations and takes orders while your team gets on with the work.",
  primary: { label: "Book a Strategy Call", to: "booking" },
  image: {
    src: heroSite,
    alt: "Illustration of a modern company website in a browser window, with a chart of enquiries rising month by month.",
    width: 560,
    height: 420,
  },
} satisfies HeroContent;

/** Label of the hero's second button, which scrolls to the audit form. */
export const auditButtonLabel = "Get a Free Website Audit";

export const websiteServices = {
  eyebrow: "What we build",
  title: "Website services for companies that have outgrown their site",
  intro:
    "Whether you need a new site, an online store or a tool your clients log in to, one team designs, builds and looks after it.",
  items: [
    {
      icon: "monitor",
      title: "Custom Website Development",
      description:
        "A fast, search-friendly site designed around how your buyers choose a supplier, with clear paths to call, quote or book.",
    },
    {
      icon: "cart",
      title: "E-commerce Platforms",
      description:
        "Online stores and trade ordering portals with accurate stock, customer-specific pricing and a checkout that works on a phone.",
    },
    {
      icon: "layers",
      title: "Web Application Development",
      description:
        "Client portals, quoting tools and booking systems connected to your CRM and accounting, so web enquiries become work.",
    },
    {
      icon: "gauge",
      title: "Website Redesign & Optimization",
      description:
        "We keep what ranks, fix what leaks and rebuild the rest, with speed, accessibility and conversions measured before and after.",
    },
    {
      icon: "wrench",
      title: "Ongoing Maintenance & Support",
      description:
        "Updates, backups, security monitoring and monthly improvements, with a named developer who answers within one business day.",
    },
  ] satisfies Benefit[],
};

export const websiteProcess = {
  eyebrow: "Our process",
  title: "Five steps from first call to a site that keeps improving",
  intro: "You always know what happens next, what it costs and when you'll see it.",
  items: [
    {
      icon: "compass",
      title: "Discovery & Strategy",
      description:
        "We study your buyers, competitors and analytics, then agree the goals the site must hit: enquiries, orders or bookings.",
    },
    {
      icon: "pen-tool",
      title: "Design & Prototyping",
      description:
        "Clickable prototypes of the key pages, tested with real customers, so you approve how it works before we build it.",
    },
    {
      icon: "laptop",
      title: "Development & Testing",
      description:
        "We build on a modern stack and test every page for speed, accessibility and mobile use before anything goes live.",
    },
    {
      icon: "rocket",
      title: "Launch & Optimization",
      description:
        "A planned launch with redirects and tracking in place, then 30 days of tuning based on how visitors actually behave.",
    },
    {
      icon: "trending-up",
      title: "Growth & Maintenance",
      description:
        "Monthly reports, updates and new pages as you grow, so the site keeps earning its keep instead of slowly ageing.",
    },
  ] satisfies Step[],
};

export const websiteTech = {
  eyebrow: "Technology",
  title: "Built on technology that lasts",
  intro: "Proven tools, chosen for speed and for how easily your team can run them.",
  items: [
    {
      icon: "zap",
      title: "Modern Frameworks",
      description:
        "React-based sites that load in under two seconds on a phone and pass Core Web Vitals.",
    },
    {
      icon: "file-text",
      title: "Headless CMS",
      description:
        "Edit pages, case studies and job posts yourself, without calling a developer or breaking the layout.",
    },
    {
      icon: "cart",
      title: "Commerce Platforms",
      description:
        "Proven store and ordering platforms, set up for trade pricing, stock sync and secure payments.",
    },
    {
      icon: "workflow",
      title: "Integrations & APIs",
      description:
        "Forms and orders flow straight into your CRM, accounting and scheduling tools, with no re-keying.",
    },
  ] satisfies Benefit[],
};

export const auditSection = {
  eyebrow: "Free website audit",
  title: "Find out what your website is costing you",
  intro:
    "Tell us where to look. Within 24 hours a senior developer sends a short, plain-English report with the three changes that would win you the most enquiries.",
  checks: [
    "Speed on a mid-range phone, page by page",
    "Search visibility for the services you sell",
    "Where visitors drop off before they enquire",
    "Accessibility and security basics",
  ],
};
