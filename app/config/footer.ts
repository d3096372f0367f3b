/**
 * The footer's links, apart from the header's menus (config/navigation.ts): the
 * footer's code loads after the first paint, and its links with it.
 */
import { site } from "./site";

type FooterLink = { title: string; href: string };

/** Footer "Company & Services" list, in its fixed order. */
export const footerLinks: FooterLink[] = [
  { title: "AI Strategy Consulting", href: "/services/ai-strategy-consulting" },
  { title: "AI Implementation", href: "/services/ai-implementation-services" },
  { title: "AI Education Programs", href: "/services/ai-education-programs" },
  { title: "Fractional AI Leadership", href: "/services/fractional-ai-leadership" },
  { title: "AI Roadmap Development", href: "/services/ai-roadmap-development" },
  { title: "Workflow Automation", href: "/automations" },
  { title: "Privacy Policy", href: "/privacy-policy" },
  { title: "Terms of Agreement", href: "/terms-of-agreement" },
  { title: "Home", href: "/" },
];

const spec = (href: string): FooterLink => {
  const link = footerLinks.find((l) => l.href === href);
  if (!link) throw new Error(`${href} is not in the footer list`);
  return link;
};

/**
 * The footer's link columns. They hold every link of `footerLinks` except the legal pages,
 * which sit in the bottom bar (`footerLegal`), plus a few pages a visitor looks for in a footer.
 */
export const footerColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: "Services",
    links: [
      spec("/services/ai-strategy-consulting"),
      spec("/services/ai-implementation-services"),
      spec("/services/ai-education-programs"),
      spec("/services/fractional-ai-leadership"),
      spec("/services/ai-roadmap-development"),
      spec("/automations"),
    ],
  },
  {
    title: "Company",
    links: [
      spec("/"),
      { title: "About Us", href: "/company" },
      { title: "Our Process", href: "/about/our-process" },
      { title: "Careers", href: "/company/careers" },
      { title: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Resources",
    links: [
      { title: "Blog", href: "/blog" },
      { title: "Case Studies", href: "/resources/case-studies" },
      { title: "AI Glossary", href: "/resources/ai-glossary" },
      { title: "Readiness Assessment", href: "/resources/ai-assessment" },
    ],
  },
];

/** The legal pages, in the footer's bottom bar next to the copyright. */
export const footerLegal: FooterLink[] = [spec("/privacy-policy"), spec("/terms-of-agreement")];

export const footerSocial = [
  { label: `${site.name} on LinkedIn`, href: site.social.linkedin, icon: "linkedin" },
  { label: "Facebook (coming soon)", href: "#", icon: "facebook" },
  { label: "X (coming soon)", href: "#", icon: "twitter" },
  { label: "YouTube (coming soon)", href: "#", icon: "youtube" },
] as const;
