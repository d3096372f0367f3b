import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";

import { site } from "~/config/site";
import * as webTop from "~/content/pages/website-development";
import * as webCases from "~/content/pages/website-development-cases";
import { allPages } from "~/content/route-index";
import {
  type ServicePage,
  benefitSchema,
  heroSchema,
  seoSchema,
  servicePageSchema,
  stepSchema,
  websiteCaseSchema,
} from "~/content/schema";
import { serviceSlugs } from "~/content/service-slugs";
import { servicePages } from "~/content/services";
import { mentions, words } from "~/content/spec-words.testing";

/** The website development page's content, first screens and the lazy case studies. */
const web = { ...webTop, ...webCases };

const pages = new Set(allPages());
/** Site routes the route index may not list yet; accepted as link targets until it does. */
const otherIssueRoutes = new Set(["/company"]);

function expectValid<T>(schema: z.ZodMiniType<T>, value: unknown) {
  const r = schema.safeParse(value);
  expect(r.success, JSON.stringify(r.error?.issues ?? [])).toBe(true);
}

function expectRoute(link: string) {
  if (!pages.has(link)) expect(otherIssueRoutes, `${link} is a route`).toContain(link);
}

/** Every internal link a record carries: CTAs, related pages, inline text links. */
function linksOf(value: unknown): string[] {
  const json = JSON.stringify(value);
  return [...json.matchAll(/"(?:to|link)":"(\/[^"]*)"/g)].map((m) => m[1]!);
}

const bySlug = (slug: string) => servicePages.find((p) => p.slug === slug);

describe("service pages", () => {
  it("has one valid record per slug, in the slug order, each in the route index", () => {
    expect(servicePages.map((p) => p.slug)).toEqual([...serviceSlugs]);
    for (const page of servicePages) {
      expectValid(servicePageSchema, page);
      expect(pages).toContain(`/services/${page.slug}`);
      expect(bySlug(page.slug)).toBe(page);
    }
    expect(bySlug("unknown")).toBeUndefined();
  });

  it("links only to real routes", () => {
    for (const page of servicePages) for (const link of linksOf(page)) expectRoute(link);
  });

  it("carries the spec's sections", () => {
    const titles = (slug: string, id: string) => {
      const page: ServicePage = bySlug(slug)!;
      const block = page.blocks.find((b) => b.id === id);
      return block && "items" in block ? block.items.map((i) => i.title) : [];
    };
    expect(titles("ai-strategy-consulting", "methodology")).toEqual([
      "Discovery & Assessment",
      "Strategy & Roadmap Development",
      "Governance & Execution Plan",
    ]);
    // SPEC names these without fixing their copy: same words, any case or punctuation.
    expect(titles("ai-education-programs", "formats").map(words)).toEqual(
      ["on-demand", "live virtual", "on-site"].map(words),
    );
    expect(titles("ai-education-programs", "topics").length).toBeGreaterThanOrEqual(3);
    expect(titles("ai-roadmap-development", "components")).toHaveLength(3);
    const offerings = titles("ai-implementation-services", "offerings");
    expect(offerings).toHaveLength(2);
    expect(mentions(offerings[0]!, "workflow automation")).toBe(true);
    expect(mentions(offerings[1]!, "custom AI agent development")).toBe(true);
    expect(titles("fractional-ai-leadership", "models").map(words)).toEqual(
      ["strategic advisor", "project lead", "interim leader"].map(words),
    );
    // On-time and on-budget delivery, roadmap KPIs achieved, more AI literacy.
    const success = titles("fractional-ai-leadership", "success");
    expect(success).toHaveLength(3);
    expect(success[0]).toMatch(/budget/i);
    expect(success[1]).toMatch(/KPI/);
    expect(success[2]).toMatch(/AI.litera/i);
  });

  it("fractional AI leadership: hero to /contact, text links and its related links", () => {
    const page = bySlug("fractional-ai-leadership")!;
    expect(page.hero.primary?.to).toBe("/contact");
    const prose = page.blocks.find((b) => b.kind === "prose");
    expect(linksOf(prose)).toEqual([
      "/services/fractional-ai-leadership",
      "/services/ai-strategy-consulting",
    ]);
    expect(page.related.map((r) => r.link)).toEqual([
      "/services/ai-strategy-consulting",
      "/services/ai-education-programs",
      "/company",
    ]);
  });
});

describe("website development page", () => {
  it("parses and has the required counts", () => {
    expectValid(seoSchema, web.websiteSeo);
    expectValid(heroSchema, web.websiteHero);
    expect(web.websiteHero.primary.to).toBe("booking");
    expect(web.websiteHero.subtitle).toMatch(/5M\W{1,3}50M/);
    expect(web.websiteServices.items).toHaveLength(5);
    expect(web.websiteProcess.items.map((s) => words(s.title))).toEqual(
      [
        "discovery and strategy",
        "design and prototyping",
        "development and testing",
        "launch and optimization",
        "growth and maintenance",
      ].map(words),
    );
    expect(web.websiteTech.items).toHaveLength(4);
    expect(web.websiteCases.items).toHaveLength(2);
    for (const item of [...web.websiteServices.items, ...web.websiteTech.items])
      expectValid(benefitSchema, item);
    for (const step of web.websiteProcess.items) expectValid(stepSchema, step);
    for (const c of web.websiteCases.items) {
      expectValid(websiteCaseSchema, c);
      expect(c.before.alt).toMatch(/^Before: /);
      expect(c.after.alt).toMatch(/^After: /);
    }
  });
});

describe("copy", () => {
  const records = [servicePages, web];

  it("never types the brand name and has unique titles and descriptions", () => {
    const json = JSON.stringify(records);
    expect(json).not.toContain(site.name);
    expect(json).not.toMatch(new RegExp(`\\b${site.shortName}\\b`));
    const seos = [...servicePages.map((p) => p.seo), web.websiteSeo];
    expect(new Set(seos.map((s) => s.title)).size).toBe(seos.length);
    expect(new Set(seos.map((s) => s.description)).size).toBe(seos.length);
    expect(new Set(servicePages.map((p) => p.hero.title)).size).toBe(servicePages.length);
  });

  it("uses only self-hosted images", () => {
    const srcs = [...JSON.stringify(records).matchAll(/"src":"([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs.length).toBeGreaterThan(0);
    // A file of the site's own, or an SVG inlined as a data: URL (the hero).
    for (const src of srcs) {
      expect(src).toMatch(
        /^(\/images\/website-development\/[a-z-]+\.svg|data:image\/svg\+xml,.+)$/,
      );
    }
  });
});
