import teamMembers from "virtual:content/team";
import { describe, expect, it } from "vitest";

import { type Signature, signatureSchema } from "~/content/schema";
import { servicePages } from "~/content/services";
import { agentPages } from "~/content/solutions/agent-pages";
import { automationPages } from "~/content/solutions/automations";
import { leadershipPages } from "~/content/solutions/leadership-pages";

/** The section types a page is built from: its template's fixed ones plus its own. */
type Sibling = { slug: string; kinds: string[] };

/** Section types a page has that none of its siblings has. */
function ownKinds(page: Sibling, family: readonly Sibling[]): string[] {
  const others = new Set(family.filter((p) => p !== page).flatMap((p) => p.kinds));
  return page.kinds.filter((k) => !others.has(k));
}

const families: Record<string, Sibling[]> = {
  automations: automationPages.map((p) => ({ slug: p.slug, kinds: [p.signature.kind] })),
  agents: agentPages.map((p) => ({ slug: p.slug, kinds: [p.signature.kind] })),
  leadership: leadershipPages.map((p) => ({ slug: p.slug, kinds: [p.signature.kind] })),
  services: servicePages.map((p) => ({
    slug: p.slug,
    kinds: [...p.blocks.map((b) => b.kind), ...(p.signature ? [p.signature.kind] : [])],
  })),
};

describe("sibling pages each look like themselves", () => {
  for (const [family, pages] of Object.entries(families)) {
    for (const page of pages) {
      it(`${family}: ${page.slug} has a section type its siblings don't`, () => {
        expect(ownKinds(page, pages)).not.toEqual([]);
      });
    }
  }

  it("finds a page whose sections all appear on a sibling", () => {
    const twins = [
      { slug: "a", kinds: ["cards", "steps"] },
      { slug: "b", kinds: ["cards", "steps", "quote"] },
    ];
    expect(ownKinds(twins[0]!, twins)).toEqual([]);
    expect(ownKinds(twins[1]!, twins)).toEqual(["quote"]);
  });
});

describe("signature sections", () => {
  const signatures: Signature[] = [
    ...automationPages.map((p) => p.signature),
    ...agentPages.map((p) => p.signature),
    ...leadershipPages.map((p) => p.signature),
    ...servicePages.flatMap((p) => (p.signature ? [p.signature] : [])),
  ];

  it("are valid records", () => {
    for (const s of signatures) expect(signatureSchema.safeParse(s).error).toBeUndefined();
  });

  it("credit quotes to people on the team, who carry the role shown", () => {
    const names = new Set(teamMembers.map((m) => m.name));
    const quoted = signatures.flatMap((s) => (s.kind === "quote" ? [s.person] : []));
    expect(quoted.length).toBeGreaterThan(0);
    for (const person of quoted) expect(names, person).toContain(person);
  });
});

describe("service heroes", () => {
  it("sum up a block the page really has", () => {
    for (const page of servicePages) {
      const summed = page.heroBlock
        ? page.blocks.find((b) => b.id === page.heroBlock)
        : page.blocks.find((b) => b.kind === "steps");
      expect(summed?.kind, page.slug).toMatch(/^(steps|cards)$/);
    }
  });
});
