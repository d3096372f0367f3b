import { describe, expect, it } from "vitest";

import { seo } from "./seo";
import { socialCardPath } from "./social-card";

describe("social cards", () => {
  it("one file per page path", () => {
    expect(socialCardPath("/")).toBe("/og/home.png");
    expect(socialCardPath("/contact")).toBe("/og/contact.png");
    expect(socialCardPath("/blog/measuring-automation-roi/")).toBe(
      "/og/blog-measuring-automation-roi.png",
    );
  });

  it("seo() points og:image and twitter:image at the page's card; noindex pages get the default", () => {
    const image = (meta: ReturnType<typeof seo>, key: string) =>
      meta.find(
        (m) => ("property" in m && m.property === key) || ("name" in m && m.name === key),
      ) as { content: string } | undefined;
    const page = seo({ title: "Careers", description: "x".repeat(60), path: "/company/careers" });
    expect(image(page, "og:image")?.content).toMatch(/\/og\/company-careers\.png$/);
    expect(image(page, "twitter:image")?.content).toMatch(/\/og\/company-careers\.png$/);
    const missing = seo({
      title: "Not found",
      description: "x".repeat(60),
      path: "/404",
      noindex: true,
    });
    expect(image(missing, "og:image")?.content).toMatch(/\/og-default\.jpg$/);
  });
});
