import { readFileSync } from "node:fs";
import { join } from "node:path";

import { allPages } from "../../app/content/route-index";
import { expect, test } from "./fixtures";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const file = (path: string) =>
  path === "/" ? join(client, "index.html") : join(client, path.slice(1), "index.html");

/** Every JSON-LD block of a built page, parsed (a syntax error fails the test). */
export function jsonLd(path: string): Record<string, unknown>[] {
  const html = readFileSync(file(path), "utf8");
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const ofType = (path: string, type: string) => jsonLd(path).filter((d) => d["@type"] === type);

test.describe("structured data", () => {
  test.beforeEach(() =>
    test.skip(test.info().project.name !== "desktop", "reads built files once"),
  );

  test("every page's JSON-LD parses and names schema.org", () => {
    for (const path of allPages()) {
      for (const d of jsonLd(path)) expect(d["@context"], path).toBe("https://schema.org");
    }
  });

  test("home: ProfessionalService with a contact point, WebSite, and the FAQ", () => {
    const [org] = ofType("/", "ProfessionalService") as {
      contactPoint: { email: string };
      address: object;
    }[];
    expect(org?.contactPoint.email).toMatch(/@/);
    expect(org?.address).toBeTruthy();
    expect(ofType("/", "WebSite")).toHaveLength(1);
    const [faq] = ofType("/", "FAQPage") as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    }[];
    expect(faq?.mainEntity).toHaveLength(5);
    for (const q of faq!.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
  });

  test("nested pages carry a BreadcrumbList ending at the page itself", () => {
    const nested = allPages().filter((p) => p.split("/").filter(Boolean).length >= 2);
    expect(nested.length).toBeGreaterThan(0);
    for (const path of nested) {
      const [list] = ofType(path, "BreadcrumbList") as {
        itemListElement: { item: string; position: number }[];
      }[];
      expect(list, path).toBeTruthy();
      expect(list!.itemListElement[0]!.position).toBe(1);
      expect(new URL(list!.itemListElement.at(-1)!.item).pathname).toBe(path);
    }
  });
});
