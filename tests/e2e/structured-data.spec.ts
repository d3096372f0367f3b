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

test.describe("structured data for jobs, the podcast and services", () => {
  test.beforeEach(() =>
    test.skip(test.info().project.name !== "desktop", "reads built files once"),
  );

  test("careers: a remote JobPosting per opening", () => {
    const jobs = ofType("/company/careers", "JobPosting") as Record<string, unknown>[];
    expect(jobs.map((j) => j.title)).toEqual([
      "Automation Consultant",
      "AI Specialist",
      "Fractional COO",
      "Sales Development Representative",
    ]);
    for (const j of jobs) {
      expect(j.jobLocationType).toBe("TELECOMMUTE");
      expect(j.applicantLocationRequirements).toMatchObject({ "@type": "Country" });
      expect(String(j.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(j.hiringOrganization).toMatchObject({ "@type": "Organization" });
    }
  });

  test("podcast: a PodcastSeries with its four PodcastEpisodes and their lengths", () => {
    const [series] = ofType("/education/podcast", "PodcastSeries") as {
      hasPart: { "@type": string; timeRequired: string }[];
    }[];
    expect(series!.hasPart.map((e) => e["@type"])).toEqual(Array(4).fill("PodcastEpisode"));
    expect(series!.hasPart.map((e) => e.timeRequired)).toEqual([
      "PT32M",
      "PT45M",
      "PT28M",
      "PT35M",
    ]);
  });

  test("every /services page describes its Service", () => {
    const services = allPages().filter((p) => p.startsWith("/services/"));
    expect(services).toHaveLength(8);
    for (const path of services) {
      const [svc] = ofType(path, "Service") as { provider: { name: string }; url: string }[];
      expect(svc, path).toBeTruthy();
      expect(new URL(svc!.url).pathname).toBe(path);
    }
  });
});
