import { existsSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";

import { isInlineSvg } from "~/components/ui/img";
import { allPages } from "~/content/route-index";
import { mentions, words } from "~/content/spec-words.testing";
import {
  agentSchema,
  featureCardSchema,
  heroSchema,
  seoSchema,
  workflowTemplateSchema,
} from "~/content/schema";

import { agentArchetypes } from "./agent-catalogue";
import { agentPages } from "./agent-pages";
import { aiAgentsOverview } from "./ai-agents-overview";
import { automationPages } from "./automations";
import { automationsOverview } from "./automations-overview";
import { fractionalLeadershipPage } from "./fractional-leadership";
import { leadershipPages } from "./leadership-pages";
import { ourAgentsPage } from "./our-agents";
import { ourWorkflowsPage } from "./our-workflows";
import {
  agentPageSchema,
  automationPageSchema,
  ctaBlockSchema,
  featureItemSchema,
  leadershipPageSchema,
  successStorySchema,
  useCaseSchema,
  workflowDiagramSchema,
} from "./schema";
import { automationDrawings } from "./automation-drawings";
import { leadershipDrawings } from "./leadership-drawings";
import { agentPageSlugs, automationSlugs, leadershipSlugs } from "./slugs";
import { workflowTemplates } from "./workflow-templates";

function expectValid(schema: z.ZodMiniType, value: unknown) {
  const r = schema.safeParse(value);
  expect(r.success, JSON.stringify(r.error?.issues ?? [])).toBe(true);
}

/** Every internal path a record carries (CTAs, related pages, card links). */
function linksOf(value: unknown): string[] {
  const json = JSON.stringify(value);
  return [...json.matchAll(/"(?:to|link|page)":"(\/[^"]*)"/g)].map((m) => m[1]!);
}

/** Every self-hosted image a record carries. */
function imagesOf(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/"src":"(\/[^"]+)"/g)].map((m) => m[1]!);
}

const overviews = {
  "/automations": automationsOverview,
  "/ai-agents": aiAgentsOverview,
  "/services/our-agents": ourAgentsPage,
  "/services/our-workflows": ourWorkflowsPage,
  "/fractional-leadership": fractionalLeadershipPage,
};
const byPath = new Map<string, { seo: unknown; hero: unknown; related: unknown[]; cta: unknown }>([
  ...Object.entries(overviews),
  ...automationPages.map((p) => [`/automations/${p.slug}`, p] as const),
  ...agentPages.map((p) => [`/ai/${p.slug}`, p] as const),
  ...leadershipPages.map((p) => [`/leadership/${p.slug}`, p] as const),
]);

describe("solutions routes", () => {
  it("has one record per solutions path, and every path is in the route index", () => {
    const solutionPaths = allPages().filter((path) =>
      /^\/(automations|ai-agents|ai\/|fractional-leadership|leadership\/|services\/our-)/.test(
        path,
      ),
    );
    expect(solutionPaths).toHaveLength(15);
    expect([...byPath.keys()].sort()).toEqual(solutionPaths.sort());
  });

  it("gives every page a valid hero, closing band and SEO, with unique titles and descriptions", () => {
    for (const page of byPath.values()) {
      expectValid(heroSchema, page.hero);
      expectValid(seoSchema, page.seo);
      expectValid(ctaBlockSchema, page.cta);
      expect(page.related).toHaveLength(3);
    }
    const seos = [...byPath.values()].map((p) => p.seo as { title: string; description: string });
    expect(new Set(seos.map((s) => s.title)).size).toBe(seos.length);
    expect(new Set(seos.map((s) => s.description)).size).toBe(seos.length);
  });

  it("links only to prerendered routes, and never to itself in related pages", () => {
    const index = new Set(allPages());
    for (const [path, page] of byPath) {
      for (const link of linksOf(page)) expect(index, `${path} → ${link}`).toContain(link);
      expect(linksOf(page.related)).not.toContain(path);
    }
    for (const link of linksOf(agentArchetypes)) expect(index).toContain(link);
  });

  it("uses only images that exist in public/ and have alt text", () => {
    const records = [...byPath.values()];
    // The records' files, and the mock-up files the heroes show after a client-side navigation
    // (each record and overview inlines its drawing in the prerendered page).
    const images = [
      ...records.flatMap(imagesOf),
      ...automationSlugs.map((slug) => `/images/automations/${slug}.svg`),
      ...leadershipSlugs.map((slug) => `/images/leadership/${slug}.svg`),
    ];
    expect(images.length).toBeGreaterThanOrEqual(7);
    for (const src of images) {
      expect(existsSync(join(process.cwd(), "public", src)), src).toBe(true);
    }
    for (const page of [...automationPages, ...leadershipPages])
      expect(page.media.image.alt.length).toBeGreaterThan(40);
  });

  it("inlines each detail page's hero mock-up, so no request precedes the first paint", () => {
    for (const page of [...automationPages, ...leadershipPages])
      expect(isInlineSvg(page.media.image.src)).toBe(true);
  });

  it("inlines every mock-up the overviews' heroes preview, one per page of the family", () => {
    expect(Object.keys(automationDrawings)).toEqual([...automationSlugs]);
    expect(Object.keys(leadershipDrawings)).toEqual([...leadershipSlugs]);
    for (const src of [...Object.values(automationDrawings), ...Object.values(leadershipDrawings)])
      expect(isInlineSvg(src)).toBe(true);
  });
});

describe("automation detail pages", () => {
  it("has the four records in slug order, each valid", () => {
    expect(automationPages.map((p) => p.slug)).toEqual([...automationSlugs]);
    for (const page of automationPages) expectValid(automationPageSchema, page);
  });

  it("carries the spec's headlines, title and counts; hero buttons go to /contact", () => {
    const headline = (slug: string) => automationPages.find((p) => p.slug === slug)?.hero.title;
    expect(headline("sales-management")).toBe("Close More Deals, Faster.");
    expect(headline("marketing-management")).toBe("Run Marketing on Autopilot");
    expect(headline("cash-flow-management")).toBe("Predict and Control Your Cash Flow");
    expect(headline("it-asset-management")).toBe("Manage Your Tech, Automatically");
    const sales = automationPages[0]!;
    expect(sales.seo.title).toBe("Sales Management Automation");
    expect(sales.hero.eyebrow).toBe("Sales Management Automation");
    expect(sales.capabilities.items).toHaveLength(4);
    expect(sales.related).toHaveLength(3);
    for (const page of automationPages) {
      expect(page.hero.primary.to).toBe("/contact");
      expect(page.benefits.items).toHaveLength(4);
    }
  });
});

describe("AI agent detail pages", () => {
  it("has the three records in slug order, each valid, with every button going to /contact", () => {
    expect(agentPages.map((p) => p.slug)).toEqual([...agentPageSlugs]);
    for (const page of agentPages) {
      expectValid(agentPageSchema, page);
      expect(page.hero.primary.to).toBe("/contact");
      expect(page.cta.primary.to).toBe("/contact");
    }
  });

  it("gives the sales agent its headline and the four How It Works steps", () => {
    const sales = agentPages[0]!;
    expect(sales.hero.title).toBe("Your Unstoppable Sales Machine");
    expect(sales.howItWorks.title).toBe("How It Works");
    expect(sales.howItWorks.items.map((s) => s.title.toLowerCase())).toEqual([
      "train",
      "integrate",
      "define workflows",
      "go live",
    ]);
  });

  it("gives the customer service agent its bullets and the 80% claim", () => {
    const cs = agentPages[2]!;
    const bullets = cs.media.bullets.join(" ");
    for (const topic of ["business data", "multiple languages", "consistent voice"])
      expect(mentions(bullets, topic), topic).toBe(true);
    expect(mentions(cs.media.paragraphs.join(" "), "up to 80% of common support queries")).toBe(
      true,
    );
  });
});

describe("leadership pages", () => {
  it("has the three records in slug order, each valid, with buttons that open booking", () => {
    expect(leadershipPages.map((p) => p.slug)).toEqual([...leadershipSlugs]);
    for (const page of leadershipPages) {
      expectValid(leadershipPageSchema, page);
      expect(page.hero.primary.to).toBe("booking");
      expect(page.cta).not.toHaveProperty("primary");
    }
  });
});

describe("overview pages", () => {
  it("/automations: 3 capability cards, a workflow diagram, 2 use cases and a success story", () => {
    const p = automationsOverview;
    expect(p.hero.primary.to).toBe("/contact");
    expect(p.capabilities.items).toHaveLength(3);
    expect(p.areas.items.map((a) => a.link)).toEqual(
      automationSlugs.map((s) => `/automations/${s}`),
    );
    expectValid(workflowDiagramSchema, p.diagram);
    expect(p.useCases.items).toHaveLength(2);
    for (const u of p.useCases.items) expectValid(useCaseSchema, u);
    expectValid(successStorySchema, p.story);
  });

  it("/ai-agents: roadmap and cultural integration, and 10 capabilities", () => {
    const p = aiAgentsOverview;
    expect(p.hero.primary.to).toBe("/contact");
    expect(p.approach.items.map((i) => words(i.title))).toEqual(
      ["AI roadmap", "cultural integration"].map(words),
    );
    for (const item of p.approach.items) expectValid(featureCardSchema, item);
    expect(p.capabilities.items).toHaveLength(10);
    for (const item of p.capabilities.items) expectValid(featureItemSchema, item);
    expect(JSON.stringify(p)).toContain('"/ai/sales-agents"');
  });

  it("the agent catalogue lists the four archetypes with category, description and features", () => {
    expect(agentArchetypes.map((a) => a.category)).toEqual([
      "Sales",
      "Customer Service",
      "Marketing",
      "Human Resources",
    ]);
    for (const agent of agentArchetypes) expectValid(agentSchema, agent);
    expect(new Set(agentArchetypes.map((a) => a.name)).size).toBe(4);
  });

  it("/services/our-workflows: the four templates, with integrations and the reminder timing", () => {
    expect(workflowTemplates.map((t) => t.name)).toEqual([
      "Sales Lead Engagement",
      "New Client Onboarding",
      "Content Repurposing Engine",
      "Appointment Reminder System",
    ]);
    for (const t of workflowTemplates) expectValid(workflowTemplateSchema, t);
    // Required: reminders 24 hours and 1 hour before appointments (the wording is free).
    expect(mentions(workflowTemplates[3]!.description, "24 hours and 1 hour before")).toBe(true);
    expect(ourWorkflowsPage.hero.primary.to).toBe("booking");
  });

  it("/fractional-leadership: 8 service areas, 6 help signals, 5 industries, 3 related cards", () => {
    const p = fractionalLeadershipPage;
    expect(p.serviceAreas.items).toHaveLength(8);
    expect(p.signals.items).toHaveLength(6);
    expect(p.industries.items).toHaveLength(5);
    expect(p.related).toHaveLength(3);
    expect(new Set(p.serviceAreas.items.map((i) => i.title)).size).toBe(8);
  });
});
