import { site } from "./site";

export type NavLink = {
  title: string;
  href: string;
  description: string;
  /** Opens in a new tab; set for links that leave the site. */
  external?: boolean;
};

export type NavGroup = {
  title: string;
  /**
   * Which edge of its trigger the desktop panel lines up with: "start" opens rightwards from
   * the trigger's left edge, "end" leftwards from its right edge (for groups near the right of
   * the header, so a wide panel stays on screen).
   */
  panelAlign: "start" | "end";
  links: NavLink[];
};

/** The four header groups. The desktop mega-menu and the mobile accordion both render these. */
export const navGroups: NavGroup[] = [
  {
    title: "Services",
    panelAlign: "start",
    links: [
      {
        title: "AI Strategy Consulting",
        href: "/services/ai-strategy-consulting",
        description: "Find the few AI moves that pay back this year.",
      },
      {
        title: "AI Implementation",
        href: "/services/ai-implementation-services",
        description: "Automations and custom agents, built and supported.",
      },
      {
        title: "AI Roadmap Development",
        href: "/services/ai-roadmap-development",
        description: "A sequenced 12-month plan your team can run.",
      },
      {
        title: "AI Education Programs",
        href: "/services/ai-education-programs",
        description: "Hands-on workshops that build everyday AI habits.",
      },
      {
        title: "Fractional AI Leadership",
        href: "/services/fractional-ai-leadership",
        description: "A senior AI lead for a few days a month.",
      },
      {
        title: "Our AI Agents",
        href: "/services/our-agents",
        description: "Sales, service, marketing and HR agents.",
      },
      {
        title: "Our Workflows",
        href: "/services/our-workflows",
        description: "Proven automation templates, ready to tailor.",
      },
      {
        title: "Website Development",
        href: "/services/website-development",
        description: "Fast websites that turn visitors into booked calls.",
      },
    ],
  },
  {
    title: "Automation",
    panelAlign: "start",
    links: [
      {
        title: "Workflow Automation",
        href: "/automations",
        description: "Connect your tools and retire the busywork.",
      },
      {
        title: "AI Agents",
        href: "/ai-agents",
        description: "Digital teammates that answer, follow up and book.",
      },
      {
        title: "Website Development",
        href: "/services/website-development",
        description: "Sites built to win work, not just look good.",
      },
      {
        title: "Fractional Leadership",
        href: "/fractional-leadership",
        description: "COO, CFO and AI leadership without the full-time hire.",
      },
      {
        title: "Sales Management",
        href: "/automations/sales-management",
        description: "Every lead followed up, every deal tracked.",
      },
      {
        title: "Marketing Management",
        href: "/automations/marketing-management",
        description: "Campaigns, posts and reports that run themselves.",
      },
      {
        title: "Cash Flow Management",
        href: "/automations/cash-flow-management",
        description: "Invoices chased and a 13-week forecast, daily.",
      },
      {
        title: "IT Asset Management",
        href: "/automations/it-asset-management",
        description: "Devices, licences and renewals under control.",
      },
    ],
  },
  {
    title: "Resources",
    panelAlign: "end",
    links: [
      { title: "Blog", href: "/blog", description: "Practical guides to AI and operations." },
      {
        title: "Case Studies",
        href: "/resources/case-studies",
        description: "Real projects, with the numbers.",
      },
      {
        title: "AI Glossary",
        href: "/resources/ai-glossary",
        description: "Plain-English definitions of the jargon.",
      },
      {
        title: "Automation Readiness Assessment",
        href: "/resources/ai-assessment",
        description: "Ten questions to see where to start.",
      },
    ],
  },
  {
    title: "About",
    panelAlign: "end",
    links: [
      { title: "Company", href: "/company", description: "Who we are and how we work." },
      {
        title: "Our Process",
        href: "/about/our-process",
        description: "Discover, strategize, implement, optimize.",
      },
      { title: "Careers", href: "/company/careers", description: "Join a remote-first team." },
      {
        title: "Founder Story",
        href: `/company/${site.founder.slug}`,
        description: `Why ${site.founder.name} started ${site.shortName}.`,
      },
    ],
  },
];
