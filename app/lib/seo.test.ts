import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { seo } from "~/lib/seo";

const base = { title: "Workflow Automation", description: "x".repeat(80) };

function find(tags: ReturnType<typeof seo>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("seo()", () => {
  it("applies the title template and mirrors it to Open Graph and Twitter", () => {
    const tags = seo({ ...base, path: "/automations" });
    expect(tags).toContainEqual({ title: `Workflow Automation | ${site.name}` });
    expect(find(tags, "property", "og:title")?.content).toBe(`Workflow Automation | ${site.name}`);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("puts the brand first on the home page", () => {
    expect(seo({ ...base, path: "/" })).toContainEqual({
      title: `${site.name} | Workflow Automation`,
    });
  });

  it("builds the canonical URL from the configured base URL, without a trailing slash", () => {
    const tags = seo({ ...base, path: "/automations/" });
    expect(find(tags, "rel", "canonical")?.href).toBe(
      `${new URL(site.baseUrl).origin}/automations`,
    );
  });

  it("marks a page noindex and drops its canonical", () => {
    const tags = seo({ ...base, path: "/missing", noindex: true });
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });

  it("emits each structured-data object as JSON-LD", () => {
    const data = { "@context": "https://schema.org", "@type": "WebSite", name: site.name };
    expect(seo({ ...base, path: "/", jsonLd: [data] })).toContainEqual({ "script:ld+json": data });
  });
});

describe("breadcrumbs in seo()", () => {
  const ld = (tags: ReturnType<typeof seo>) =>
    tags.flatMap((t) =>
      "script:ld+json" in t ? [t["script:ld+json"] as Record<string, unknown>] : [],
    );

  it("adds a BreadcrumbList to nested pages, naming menu ancestors", () => {
    const list = ld(
      seo({ ...base, title: "Sales Management Automation", path: "/automations/sales-management" }),
    ).find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; position: number; item: string }[];
    };
    expect(list.itemListElement.map((i) => i.name)).toEqual([
      "Home",
      "Workflow Automation",
      "Sales Management Automation",
    ]);
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(list.itemListElement[2]!.item).toBe(
      `${new URL(site.baseUrl).origin}/automations/sales-management`,
    );
  });

  it("adds none to top-level pages", () => {
    expect(
      ld(seo({ ...base, path: "/automations" })).some((d) => d["@type"] === "BreadcrumbList"),
    ).toBe(false);
  });
});
