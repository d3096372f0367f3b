import { describe, expect, it } from "vitest";

import { type PostMeta, validatePost, validatePostFiles } from "~/lib/blog-validate";

const good = {
  slug: "a-good-post",
  category: "Automation",
  title: "A Good Post About Automation",
  excerpt: "An excerpt long enough to be a meta description for the post on the blog list page.",
  imageDescription: "A workflow diagram with four connected steps in brand colours",
  author: "Maya Castillo",
  date: "2026-03-04",
  related: [
    { title: "Automations", description: "Every workflow we automate.", link: "/automations" },
  ],
};
const meta = (frontmatter: Record<string, unknown>, words = 0): PostMeta => ({
  frontmatter,
  words,
});
const file = "../content/blog/a-good-post.md";

// validatePostFiles is exactly what app/lib/blog.ts runs while the build prerenders, so these
// are the messages a broken post produces in `npm run build` (scripts/blog-build.test.ts proves
// the build itself stops).
describe("blog post validation (the check the build runs)", () => {
  it("accepts a complete post", () => {
    expect(validatePost(file, meta(good))).toEqual(good);
  });

  it("names the file and the missing field", () => {
    const noTitle: Record<string, unknown> = { ...good };
    delete noTitle.title;
    expect(() => validatePost(file, meta(noTitle))).toThrow(
      /Invalid blog post app\/content\/blog\/a-good-post\.md: field title: /,
    );
  });

  it("names nested fields and bad values", () => {
    const bad = { ...good, date: "March 4", related: [{ title: "X", link: "https://x.org" }] };
    let message = "";
    try {
      validatePost(file, meta(bad));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("a-good-post.md");
    expect(message).toContain("field date:");
    expect(message).toContain("field related.0.description:");
    expect(message).toContain("field related.0.link:");
  });

  it("rejects an impossible calendar date", () => {
    expect(() => validatePost(file, meta({ ...good, date: "2026-02-30" }))).toThrow(/field date:/);
  });

  it("requires the slug to equal the file name", () => {
    expect(() => validatePost("../content/blog/other-name.md", meta(good))).toThrow(
      /other-name\.md: field slug:/,
    );
  });

  it("rejects two posts with the same title", () => {
    expect(() =>
      validatePostFiles({
        [file]: meta(good),
        "../content/blog/copy.md": meta({ ...good, slug: "copy" }),
      }),
    ).toThrow(/copy\.md: field title:/);
  });

  it("passes every real post in app/content/blog", () => {
    const modules = import.meta.glob<PostMeta>("../content/blog/*.md", {
      eager: true,
      query: "?meta",
      import: "default",
    });
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(() => validatePostFiles(modules)).not.toThrow();
  });
});
