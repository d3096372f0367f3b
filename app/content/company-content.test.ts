/**
 * Company, education, resources, process and legal records: every record parses, the
 * spec's counts and exact texts hold, and every link resolves to a page in the route index.
 */
import portraits from "virtual:content/team-portraits";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";

import { addressLines, site } from "~/config/site";
import { legalSlugs } from "~/content/legal/slugs";
import * as assessment from "~/content/pages/ai-assessment";
import * as glossary from "~/content/pages/ai-glossary";
import * as careers from "~/content/pages/careers";
import * as cases from "~/content/pages/case-studies";
import * as company from "~/content/pages/company";
import * as education from "~/content/pages/education";
import * as educationBlog from "~/content/pages/education-blog";
import * as courses from "~/content/pages/financial-courses";
import * as founder from "~/content/pages/founder-story";
import { legalPageForRoute, legalPages } from "~/content/pages/legal";
import * as mission from "~/content/pages/mission-values";
import * as process from "~/content/pages/our-process";
import * as podcast from "~/content/pages/podcast";
import { allPages, founderPath } from "~/content/route-index";
import { mentions } from "~/content/spec-words.testing";
import {
  type HeroContent,
  assessmentQuestionSchema,
  benefitSchema,
  caseStudySchema,
  courseSchema,
  glossaryEntrySchema,
  heroSchema,
  jobOpeningSchema,
  podcastEpisodeSchema,
  relatedPageSchema,
  seoSchema,
  timelineStageSchema,
  storySectionSchema,
  teamMemberSchema,
} from "~/content/schema";

const pages = new Set(allPages());

function parseAll<T>(schema: z.ZodMiniType<T>, items: readonly unknown[]) {
  for (const item of items) {
    const r = schema.safeParse(item);
    expect(r.success, JSON.stringify(r.error?.issues ?? [])).toBe(true);
  }
}

const issuePaths = [
  "/education",
  "/education/financial-courses",
  "/education/podcast",
  "/education/blog",
  "/company",
  founderPath,
  "/company/careers",
  "/company/mission-values",
  "/resources/ai-glossary",
  "/resources/case-studies",
  "/resources/ai-assessment",
  "/about/our-process",
  "/privacy-policy",
  "/terms-of-agreement",
];

const seos = [
  education.educationSeo,
  courses.financialCoursesSeo,
  podcast.podcastSeo,
  educationBlog.educationBlogSeo,
  company.companySeo,
  founder.founderSeo,
  careers.careersSeo,
  mission.missionSeo,
  glossary.glossarySeo,
  cases.caseStudiesSeo,
  assessment.assessmentSeo,
  process.processSeo,
  ...legalPages.map((p) => p.seo),
];

const heroes: HeroContent[] = [
  education.educationHero,
  courses.financialCoursesHero,
  podcast.podcastHero,
  educationBlog.educationBlogHero,
  company.companyHero,
  founder.founderHero,
  careers.careersHero,
  mission.missionHero,
  glossary.glossaryHero,
  cases.caseStudiesHero,
  assessment.assessmentHero,
  process.processHero,
  ...legalPages.map((p) => p.hero),
];

const relatedLists = [
  education.educationRelated,
  courses.financialCoursesRelated,
  podcast.podcastRelated,
  educationBlog.educationBlogRelated,
  company.companyRelated,
  founder.founderRelated,
  careers.careersRelated,
  mission.missionRelated,
  glossary.glossaryRelated,
  cases.caseStudiesRelated,
  assessment.assessmentRelated,
  process.processRelated,
];

describe("routes", () => {
  it("lists all 14 pages in the route index, with the founder page at /company/{slug}", () => {
    for (const path of issuePaths) expect(pages, path).toContain(path);
    expect(founderPath).toBe(`/company/${site.founder.slug}`);
    expect(legalSlugs.map((s) => `/${s}`)).toEqual(["/privacy-policy", "/terms-of-agreement"]);
  });
});

describe("SEO and heroes", () => {
  it("parse, and titles and descriptions are unique", () => {
    parseAll(seoSchema, seos);
    parseAll(heroSchema, heroes);
    expect(new Set(seos.map((s) => s.title)).size).toBe(seos.length);
    expect(new Set(seos.map((s) => s.description)).size).toBe(seos.length);
  });
});

describe("links", () => {
  const targets = [
    ...relatedLists.flat().map((r) => r.link),
    ...heroes.flatMap((h) => [h.primary?.to, h.secondary?.to]),
    ...education.trainingPrograms.items.map((i) => ("link" in i ? i.link : undefined)),
    ...process.processDeeper.items.map((i) => i.link),
    ...company.team.items.map((m) => ("link" in m ? m.link : undefined)),
    company.originStory.founderLink.to,
    cases.caseStudiesClosing.primary.to,
    ...educationBlog.educationArticles.aside.links.map((l) => l.to),
    assessment.assessmentResult.cta.to,
  ].filter((t): t is string => typeof t === "string" && t !== "booking");

  it("every internal link resolves to a page in the route index", () => {
    for (const to of targets) {
      expect(to.startsWith("/"), to).toBe(true);
      expect(pages, to).toContain(to.split("#")[0]);
    }
  });

  it("related lists have three entries each and parse", () => {
    for (const list of relatedLists) {
      expect(list).toHaveLength(3);
      parseAll(relatedPageSchema, list);
    }
  });

  it("the process page links to roadmap, implementation and mission-values", () => {
    expect(process.processDeeper.items.map((i) => i.link)).toEqual([
      "/services/ai-roadmap-development",
      "/services/ai-implementation-services",
      "/company/mission-values",
    ]);
  });
});

describe("education", () => {
  it("has four training programs, GPT training with a silent looping video and six leadership themes", () => {
    parseAll(benefitSchema, education.trainingPrograms.items);
    expect(education.trainingPrograms.items).toHaveLength(4);
    expect(education.leadershipThemes.items).toHaveLength(6);
    parseAll(benefitSchema, education.leadershipThemes.items);
    expect(mentions(education.gptTraining.title, "GPT")).toBe(true);
    expect(education.gptTraining.title).toMatch(/prompt/i);
    const { video } = education.gptTraining;
    for (const src of [video.webm, video.mp4, video.poster]) expect(src).toMatch(/^\/media\//);
  });

  it("has four financial courses", () => {
    expect(courses.courses.items).toHaveLength(4);
    parseAll(courseSchema, courses.courses.items);
    expect(courses.financialCoursesHero.primary.to).toBe("booking");
  });

  it("has four podcast episodes of 32, 45, 28 and 35 minutes and three listen platforms", () => {
    parseAll(podcastEpisodeSchema, podcast.episodes.items);
    expect(podcast.episodes.items.map((e) => e.minutes)).toEqual([32, 45, 28, 35]);
    expect(podcast.listenOn.map((p) => p.kind)).toEqual([
      "music streaming service",
      "podcast directory",
      "video platform",
    ]);
  });
});

describe("education blog", () => {
  it("lists the blog's education-category posts, then three posts for team leaders", () => {
    expect(educationBlog.educationPosts.length).toBeGreaterThanOrEqual(1);
    for (const p of educationBlog.educationPosts) expect(p.category).toBe("AI Education");
    expect(educationBlog.educationPosts.map((p) => p.slug)).toContain(
      "ai-education-transform-your-team",
    );
    expect(educationBlog.leaderPosts).toHaveLength(3);
    for (const p of [...educationBlog.educationPosts, ...educationBlog.leaderPosts]) {
      expect(pages, p.slug).toContain(`/blog/${p.slug}`);
    }
    expect(educationBlog.educationArticles.aside.links.map((l) => l.to)).toContain("/blog");
  });
});

describe("company", () => {
  it("has a leadership team of six, the founder first, with self-hosted photos where uploaded", () => {
    parseAll(teamMemberSchema, company.team.items);
    expect(company.team.items).toHaveLength(6);
    expect(new Set(company.team.items.map((m) => m.name)).size).toBe(6);
    expect(company.team.items[0]!.name).toBe(site.founder.name);
    // The founder's page shows the same photo, from the portraits-only module.
    expect(portraits[site.founder.name] ?? undefined).toEqual(company.team.items[0]!.image);
    expect(Object.keys(portraits)).toEqual(company.team.items.map((m) => m.name));
    // No placeholder pictures: a member has a real photo (self-hosted) or the monogram frame.
    for (const m of company.team.items) {
      if (m.image) expect(m.image.src).toMatch(/^\/media\/|^data:image\//);
    }
  });

  it("tells the founder's story in several sections of at least 600 words", () => {
    parseAll(storySectionSchema, founder.founderStory);
    expect(founder.founderStory.length).toBeGreaterThanOrEqual(4);
    const words = founder.founderStory
      .flatMap((s) => s.paragraphs)
      .join(" ")
      .split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(600);
  });

  it("has the four remote openings with department, posting date and description", () => {
    parseAll(jobOpeningSchema, careers.openings.items);
    expect(careers.openings.items.map((o) => o.title)).toEqual([
      "Automation Consultant",
      "AI Specialist",
      "Fractional COO",
      "Sales Development Representative",
    ]);
    const today = new Date().toISOString().slice(0, 10);
    for (const o of careers.openings.items) {
      expect(o.location).toBe("Remote");
      expect(o.datePosted <= today).toBe(true);
    }
    expect(careers.careersClosing.primary).toEqual({ label: "Get in touch", to: "booking" });
  });

  it("has the mission text and the four values, exactly", () => {
    expect(mission.mission.statement.length).toBeGreaterThan(50);
    parseAll(benefitSchema, mission.values.items);
    expect(mission.values.items.map((v) => v.title)).toEqual([
      "Be a True Partner",
      "Guide Don't Just Advise",
      "Simplify the Complex",
      "Maintain a Founder's Mentality",
    ]);
  });
});

describe("resources and process", () => {
  it("groups glossary entries under exactly A, B, F, G, L, M, N, P, R, W", () => {
    parseAll(glossaryEntrySchema, glossary.glossaryEntries);
    expect(glossary.glossaryGroups.map((g) => g.letter)).toEqual([
      "A",
      "B",
      "F",
      "G",
      "L",
      "M",
      "N",
      "P",
      "R",
      "W",
    ]);
    for (const g of glossary.glossaryGroups) {
      expect(g.entries.length, g.letter).toBeGreaterThanOrEqual(2);
      for (const e of g.entries) expect(e.term[0]).toBe(g.letter);
    }
    const terms = glossary.glossaryEntries.map((e) => e.term);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it("has the three case studies with industry, challenge, solution, results and caption", () => {
    parseAll(caseStudySchema, cases.caseStudies);
    // The three cases' topics are fixed; their titles are free copy.
    const topics = [
      ["client onboarding", "design and build"],
      ["sales agent", "SaaS"],
      ["financial reporting", "hospitality"],
    ];
    expect(cases.caseStudies).toHaveLength(topics.length);
    cases.caseStudies.forEach((c, i) => {
      const about = `${c.title} ${c.industry}`;
      for (const topic of topics[i]!)
        expect(mentions(about, topic), `${c.title}: ${topic}`).toBe(true);
    });
    expect(cases.caseStudiesClosing.primary.to).toBe("/contact");
  });

  it("has ten static yes/no questions and the three-'Yes' rule", () => {
    parseAll(assessmentQuestionSchema, assessment.assessmentQuestions);
    expect(assessment.assessmentQuestions).toHaveLength(10);
    for (const q of assessment.assessmentQuestions) expect(q.question.endsWith("?")).toBe(true);
    expect(assessment.assessmentResult.rule).toMatch(/three or more 'Yes' answers/i);
    expect(assessment.assessmentResult.rule).toMatch(/primed for ROI/);
    expect(assessment.assessmentResult.cta.to).toBe("/contact");
  });

  it("has the four process steps in order, each with timing, people and deliverables", () => {
    parseAll(timelineStageSchema, process.processSteps.items);
    expect(process.processSteps.items.map((s) => s.title)).toEqual([
      "Discover",
      "Strategize",
      "Implement",
      "Optimize",
    ]);
    const links = process.processSteps.items.flatMap((s) => (s.link ? [s.link.to] : []));
    for (const to of links) expect(pages.has(to), to).toBe(true);
  });
});

// The bodies as the legal route's loader reads them.
const bodies = import.meta.glob<string>("./legal/*.md", { query: "?html", import: "default" });
const legalBodies = new Map(
  await Promise.all(
    legalPages.map(async (p) => [p.slug, await bodies[`./legal/${p.slug}.md`]!()] as const),
  ),
);

describe("legal", () => {
  for (const page of legalPages) {
    describe(page.slug, () => {
      const html = legalBodies.get(page.slug)!;
      const headings = [...html.matchAll(/<h2 id="[a-z0-9-]+">(.*?)<\/h2>/g)].map((m) => m[1]!);

      it("lists every section in its table of contents, each anchored", () => {
        expect(page.toc.map((t) => t.title)).toEqual(headings);
        for (const t of page.toc) expect(html).toContain(`<h2 id="${t.id}">`);
      });

      it("has eight or nine numbered sections, in order", () => {
        expect(headings.length).toBeGreaterThanOrEqual(8);
        expect(headings.length).toBeLessThanOrEqual(9);
        headings.forEach((h, i) => expect(h).toMatch(new RegExp(`^${i + 1}\\. `)));
      });

      it("states the 13-year age limit and JAMS arbitration in Kent County, Delaware", () => {
        expect(html).toMatch(/13/);
        expect(html).toMatch(/arbitration in Kent County, Delaware under JAMS rules/);
      });

      it("keeps contact facts and the brand name out of the Markdown (they come from config)", () => {
        expect(html).not.toContain(site.email);
        for (const line of addressLines) expect(html).not.toContain(line);
        expect(html).not.toContain(site.name);
        expect(html).not.toMatch(/<script|on\w+=/i);
      });

      it("is found from its pathname", () => {
        expect(legalPageForRoute(`legal-${page.slug}`)).toBe(page);
      });
    });
  }

  it("throws a 404 for a path that is not a legal page", () => {
    expect(() => legalPageForRoute("legal-not-legal")).toThrow();
  });
});
