/**
 * The content step of the build (scripts/content-load.ts): every real file passes the schemas,
 * and each kind of bad input fails with the file and the field named. scripts/blog-build.test.ts
 * proves a real `npm run build` stops on such a file.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import {
  inlinableDrawing,
  inlineDrawingMaxBytes,
  loadAllContent,
  loadBlog,
  loadList,
} from "./content-load";

const root = resolve(import.meta.dirname, "..");
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** A copy of the site's content (and media) to break one file in. */
function contentCopy() {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  roots.push(dir);
  cpSync(join(root, "app/content"), join(dir, "app/content"), { recursive: true });
  cpSync(join(root, "public"), join(dir, "public"), { recursive: true });
  return dir;
}
function write(dir: string, file: string, text: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}
function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the content step to fail");
}

const post = (fields: Record<string, string | undefined>, body = "") =>
  [
    "---",
    ...Object.entries({
      slug: "a-new-post",
      category: "Automation",
      title: "A New Post About Automation",
      excerpt: "An excerpt long enough to be the meta description of the post on the blog list.",
      imageDescription: "A workflow diagram with four connected steps in brand colours",
      illustration: "workflow",
      author: "Maya Castillo",
      date: '"2026-11-20"',
      comingSoon: "true",
      ...fields,
    })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${v}`),
    "related:",
    "  - title: Automations",
    "    description: Every workflow we automate for service businesses.",
    "    link: /automations",
    "---",
    body,
  ].join("\n");

describe("the site's own content files", () => {
  it("all pass the schemas, with the counts SPEC asks for", () => {
    const content = loadAllContent(root);
    expect(content.blog).toHaveLength(9);
    expect(content.blog.filter((p) => p.hasBody)).toHaveLength(3);
    expect(content.blog.filter((p) => p.comingSoon)).toHaveLength(6);
    expect(content.jobs).toHaveLength(4);
    expect(content.podcast.map((e) => e.minutes)).toEqual([32, 45, 28, 35]);
    expect(content.reviews).toHaveLength(7);
    expect(content.team).toHaveLength(6);
    expect(content.caseStudies).toHaveLength(3);
    expect((content.faq.items as unknown[]).length).toBe(5);
    expect(content.legal.sort()).toEqual(["privacy-policy", "terms-of-agreement"]);
  });

  it("inlines a case study's small drawing for the page to draw", () => {
    for (const study of loadList(root, "caseStudies")) {
      const image = study.image as { src: string };
      expect(image.src).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it("draws inline only a small drawing without ids", () => {
    const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
    expect(inlinableDrawing(svg('<rect width="1" height="1"/>'))).toBe(true);
    expect(inlinableDrawing(svg('<linearGradient id="a"/><rect fill="url(#a)"/>'))).toBe(false);
    expect(inlinableDrawing(svg("<rect/>".repeat(inlineDrawingMaxBytes / 7)))).toBe(false);
  });

  it("keeps an uploaded drawing with ids a file", () => {
    const dir = contentCopy();
    write(
      dir,
      "public/images/case-studies/client-onboarding.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/></svg>',
    );
    const image = loadList(dir, "caseStudies").find(
      (s) => s.slug === "client-onboarding-design-build",
    )!.image as { src: string };
    expect(image).toMatchObject({ src: "/images/case-studies/client-onboarding.svg" });
  });

  it("reads image sizes from the files, and a team member's portrait is optional", () => {
    const [study] = loadList(root, "caseStudies");
    expect(study!.image).toMatchObject({ width: 640, height: 400 });
    const team = loadList(root, "team");
    expect(team.filter((p) => p.image === undefined).length).toBe(team.length);
  });
});

describe("bad content fails with the file and the field", () => {
  it("a missing required field", () => {
    const dir = contentCopy();
    write(dir, "app/content/blog/a-new-post.md", post({ title: undefined }));
    expect(errorOf(() => loadBlog(dir))).toMatch(
      /^Invalid blog post app\/content\/blog\/a-new-post\.md: field title: /,
    );
  });

  it("a title over its limit", () => {
    const dir = contentCopy();
    write(dir, "app/content/blog/a-new-post.md", post({ title: "A".repeat(61) }));
    expect(errorOf(() => loadBlog(dir))).toMatch(/a-new-post\.md: field title: .*60/);
  });

  it("an unknown category or illustration", () => {
    const dir = contentCopy();
    write(dir, "app/content/blog/a-new-post.md", post({ category: "Gardening" }));
    expect(errorOf(() => loadBlog(dir))).toMatch(/a-new-post\.md: field category: /);
    write(dir, "app/content/blog/a-new-post.md", post({ illustration: "unicorn" }));
    expect(errorOf(() => loadBlog(dir))).toMatch(/a-new-post\.md: field illustration: /);
  });

  it("an image without alt text, or whose file is missing", () => {
    const dir = contentCopy();
    const study = "app/content/case-studies/ai-sales-agent-saas.yml";
    write(
      dir,
      study,
      `slug: ai-sales-agent-saas\ntitle: AI Sales Agent for a SaaS Company\nindustry: Software\nchallenge: ${"x".repeat(40)}\nsolution: ${"y".repeat(40)}\nfigures: [{ value: "40%", label: "more sales appointments" }]\nresults: [First result here, Second result here]\nimage:\n  src: /images/case-studies/ai-sales-agent.svg\ncaption: A caption of some length.\norder: 2\n`,
    );
    expect(errorOf(() => loadList(dir, "caseStudies"))).toMatch(
      /^Invalid case study app\/content\/case-studies\/ai-sales-agent-saas\.yml: field image\.alt: /,
    );
    write(
      dir,
      "app/content/blog/a-new-post.md",
      post({
        image: "\n  src: /media/uploads/missing.png\n  alt: A photo that was never uploaded",
      }),
    );
    expect(errorOf(() => loadBlog(dir))).toMatch(
      /a-new-post\.md: field image\.src: no file public\/media\/uploads\/missing\.png/,
    );
  });

  it("malformed front matter or YAML", () => {
    const dir = contentCopy();
    write(dir, "app/content/blog/a-new-post.md", "---\ntitle: never closed\n\nSome text.\n");
    expect(errorOf(() => loadBlog(dir))).toMatch(
      /app\/content\/blog\/a-new-post\.md: malformed front matter: the closing "---"/,
    );
    write(dir, "app/content/blog/a-new-post.md", "---\ntitle: [unclosed\n---\n");
    expect(errorOf(() => loadBlog(dir))).toMatch(/a-new-post\.md: malformed front matter: /);
    write(dir, "app/content/jobs/broken.yml", "title: Broken\n  department: : x\n");
    expect(errorOf(() => loadList(dir, "jobs"))).toMatch(
      /app\/content\/jobs\/broken\.yml: malformed YAML/,
    );
  });

  it("a duplicate slug", () => {
    const dir = contentCopy();
    write(
      dir,
      "app/content/blog/a-copy.md",
      post({ slug: "measuring-automation-roi", title: "Another Post About Automation" }),
    );
    expect(errorOf(() => loadBlog(dir))).toMatch(
      /a-copy\.md: field slug: "measuring-automation-roi" is already used by app\/content\/blog\/measuring-automation-roi\.md/,
    );
  });

  it("a field the schema does not know (nothing is dropped silently)", () => {
    const dir = contentCopy();
    write(dir, "app/content/blog/a-new-post.md", post({ subtitle: "Not a field" }));
    expect(errorOf(() => loadBlog(dir))).toMatch(/a-new-post\.md: field subtitle: not a field/);
  });

  it("a Coming Soon flag that disagrees with the article", () => {
    const dir = contentCopy();
    write(dir, "app/content/blog/a-new-post.md", post({}, "Now the article has text."));
    expect(errorOf(() => loadBlog(dir))).toMatch(/field comingSoon: the article has text/);
    write(dir, "app/content/blog/a-new-post.md", post({ comingSoon: "false" }));
    expect(errorOf(() => loadBlog(dir))).toMatch(/field body: the article is empty/);
  });
});

describe("drafts", () => {
  it("stay out of the post index, and publishing brings them in", () => {
    const dir = contentCopy();
    write(dir, "app/content/blog/a-new-post.md", post({ draft: "true" }));
    expect(loadBlog(dir).map((p) => p.slug)).not.toContain("a-new-post");
    write(dir, "app/content/blog/a-new-post.md", post({ draft: "false" }));
    expect(loadBlog(dir)[0]!.slug).toBe("a-new-post");
  });
});
