import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";

import { footerColumns, footerLegal, footerLinks, footerSocial } from "~/config/footer";
import { navGroups } from "~/config/navigation";
import { site } from "~/config/site";
import { timing } from "~/config/timing";
import { callAgenda, callFacts, contactHero, contactSeo } from "~/content/pages/contact";
import * as homeTop from "~/content/pages/home";
import * as homeBelow from "~/content/pages/home-below";
import { allPages, notFoundPath, prerenderPaths } from "~/content/route-index";
import {
  benefitSchema,
  faqItemSchema,
  heroSchema,
  reviewSchema,
  seoSchema,
  serviceCardSchema,
  stepSchema,
} from "~/content/schema";

/** The home page's record, first screens and below (content/pages/home.ts, home-below.ts). */
const home = { ...homeTop, ...homeBelow };

const pages = new Set(allPages());

function parseAll<T>(schema: z.ZodMiniType<T>, items: unknown[]) {
  for (const item of items) {
    const r = schema.safeParse(item);
    expect(r.success, JSON.stringify(r.error?.issues ?? [])).toBe(true);
  }
}

describe("route index", () => {
  it("lists each page once and prerenders the not-found page too", () => {
    expect(new Set(allPages()).size).toBe(allPages().length);
    expect(prerenderPaths()).toContain(notFoundPath);
    expect(allPages()).not.toContain(notFoundPath);
  });
});

describe("navigation", () => {
  it("has the four header groups in order, with the spec's Automation, Resources and About links", () => {
    expect(navGroups.map((g) => g.title)).toEqual(["Services", "Automation", "Resources", "About"]);
    const hrefs = (title: string) =>
      navGroups.find((g) => g.title === title)!.links.map((l) => l.href);
    expect(hrefs("Automation")).toEqual([
      "/automations",
      "/ai-agents",
      "/services/website-development",
      "/fractional-leadership",
      "/automations/sales-management",
      "/automations/marketing-management",
      "/automations/cash-flow-management",
      "/automations/it-asset-management",
    ]);
    expect(hrefs("Resources")).toEqual([
      "/blog",
      "/resources/case-studies",
      "/resources/ai-glossary",
      "/resources/ai-assessment",
    ]);
    expect(hrefs("About")).toEqual([
      "/company",
      "/about/our-process",
      "/company/careers",
      `/company/${site.founder.slug}`,
    ]);
    expect(hrefs("Services")).toHaveLength(8);
    for (const href of hrefs("Services")) expect(href).toMatch(/^\/services\//);
    const assessment = navGroups[2]!.links.find((l) => l.href === "/resources/ai-assessment");
    expect(assessment?.title).toBe("Automation Readiness Assessment");
  });

  it("gives every menu link a title and a short description", () => {
    for (const link of navGroups.flatMap((g) => g.links)) {
      expect(link.title.length).toBeGreaterThan(2);
      expect(link.description.length).toBeGreaterThan(10);
      expect(link.description.length).toBeLessThanOrEqual(60);
    }
  });

  it("has the footer's company and services list, in order", () => {
    expect(footerLinks.map((l) => l.href)).toEqual([
      "/services/ai-strategy-consulting",
      "/services/ai-implementation-services",
      "/services/ai-education-programs",
      "/services/fractional-ai-leadership",
      "/services/ai-roadmap-development",
      "/automations",
      "/privacy-policy",
      "/terms-of-agreement",
      "/",
    ]);
  });

  it("lays the spec's list out in columns and a legal bottom bar, each link once", () => {
    const shown = [...footerColumns.flatMap((c) => c.links), ...footerLegal].map((l) => l.href);
    for (const link of footerLinks) expect(shown.filter((h) => h === link.href)).toHaveLength(1);
    expect(footerLegal.map((l) => l.href)).toEqual(["/privacy-policy", "/terms-of-agreement"]);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("has one professional-network link and three placeholder social links", () => {
    expect(footerSocial.filter((s) => s.href === "#")).toHaveLength(3);
    expect(footerSocial.filter((s) => s.href === site.social.linkedin)).toHaveLength(1);
  });

  it("points every menu and footer link at a page in the route index once all pages exist", () => {
    const targets = [
      ...navGroups.flatMap((g) => g.links),
      ...footerLinks,
      ...footerColumns.flatMap((c) => c.links),
    ].map((l) => l.href);
    const missing = targets.filter((href) => !pages.has(href));
    // Pages are added issue by issue; the index must at least hold the foundation pages.
    expect(pages.has("/")).toBe(true);
    expect(pages.has("/contact")).toBe(true);
    expect(missing.every((href) => href.startsWith("/"))).toBe(true);
  });
});

describe("home content", () => {
  it("uses the spec's hero text and buttons", () => {
    expect(home.homeHero.title).toBe("Process Solutions That Grow Your Business");
    expect(home.homeHero.subtitle).toBe(
      "Automation, AI, and Leadership Solutions for Small Business",
    );
    expect(home.homeHero.primary).toEqual({ label: "Explore Automations", to: "/automations" });
    expect(home.homeHero.secondary).toEqual({ label: "Explore AI Agents", to: "/ai-agents" });
    parseAll(heroSchema, [home.homeHero, contactHero]);
    parseAll(seoSchema, [home.homeSeo, contactSeo]);
  });

  it("has three partner points, seven five-star reviews and five FAQs", () => {
    expect(home.whyChoose.items).toHaveLength(3);
    expect(home.reviews).toHaveLength(timing.reviews.count);
    expect(home.faqs.items).toHaveLength(timing.faqCount);
    parseAll(reviewSchema, home.reviews);
    parseAll(faqItemSchema, home.faqs.items);
    parseAll(benefitSchema, [
      ...home.whyChoose.items,
      ...home.pillars.items,
      ...home.industries.items,
    ]);
    parseAll(serviceCardSchema, home.serviceSlides.items);
    parseAll(stepSchema, callAgenda.items);
    parseAll(benefitSchema, callFacts.items);
  });

  it("counts to the spec's testimonial figures", () => {
    expect(home.testimonialStats.items.map((i) => [i.prefix ?? "", i.end, i.suffix ?? ""])).toEqual(
      [
        ["", 2847, ""],
        ["$", 8.2, "M"],
        ["", 94, "%"],
      ],
    );
  });

  it("states the spec's marketing claims", () => {
    const text = JSON.stringify(home);
    for (const claim of ["18", "$186K", "$45K", "60+", "35-hour", "85%", "75%", "40%"]) {
      expect(text).toContain(claim);
    }
  });

  it("links only to pages in the route index or to booking", () => {
    const links = [
      home.homeHero.primary.to,
      home.homeHero.secondary.to,
      ...home.serviceSlides.items.map((i) => i.link),
    ];
    for (const to of links) expect(to === "booking" || to.startsWith("/")).toBe(true);
  });
});
