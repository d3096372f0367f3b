import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  auditLimits,
  auditMessages,
  auditRequestSchema,
  auditServices,
  normalizeWebsite,
} from "./audit-request-schema";

const valid = {
  name: "Jordan Avery",
  email: "jordan@example.com",
  website: "",
  service: "E-commerce Platforms",
};

/** The first message per field, as the form shows them. */
function errorsFor(input: unknown): Record<string, string> {
  const result = auditRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("audit request schema", () => {
  it("has exactly the five services, none empty", () => {
    expect(auditServices).toEqual([
      "Custom Website Development",
      "E-commerce Platforms",
      "Web Application Development",
      "Website Redesign & Optimization",
      "Ongoing Maintenance & Support",
    ]);
    expect(auditServices.every((s) => s.length > 0)).toBe(true);
  });

  it("answers an empty form with the four field messages", () => {
    expect(errorsFor({ name: "", email: "", website: "", service: "" })).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email.",
      service: "Please select a service.",
    });
    expect(errorsFor({ ...valid, website: "not a url" })).toEqual({
      website: "Please enter a valid URL.",
    });
  });

  it("accepts a valid request and leaves the optional website out when empty", () => {
    const result = auditRequestSchema.parse(valid);
    expect(result).toEqual({ ...valid, website: undefined });
    for (const service of auditServices) {
      expect(auditRequestSchema.safeParse({ ...valid, service }).success).toBe(true);
    }
  });

  it("trims every text field before checking it", () => {
    const result = auditRequestSchema.parse({
      name: "  Jo  ",
      email: "  jo@example.com\t",
      website: "  https://acme.com/about  ",
      service: "Web Application Development",
    });
    expect(result).toMatchObject({
      name: "Jo",
      email: "jo@example.com",
      website: "https://acme.com/about",
    });
    expect(errorsFor({ ...valid, name: "   a   " }).name).toBe(auditMessages.name);
    expect(errorsFor({ ...valid, website: "     " })).toEqual({});
  });

  it("checks the name length", () => {
    expect(errorsFor({ ...valid, name: "J" }).name).toBe("Name must be at least 2 characters.");
    expect(errorsFor({ ...valid, name: "Jo" })).toEqual({});
    expect(errorsFor({ ...valid, name: "x".repeat(auditLimits.name) })).toEqual({});
    expect(errorsFor({ ...valid, name: "x".repeat(auditLimits.name + 1) }).name).toBe(
      "Name must be at most 100 characters.",
    );
  });

  it("checks the email format and cap", () => {
    for (const email of ["jordan", "jordan@", "@example.com", "jo dan@example.com", "a@b"]) {
      expect(errorsFor({ ...valid, email }).email, email).toBe("Please enter a valid email.");
    }
    const local = "a".repeat(64);
    const atCap = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(atCap.length).toBe(auditLimits.email);
    expect(errorsFor({ ...valid, email: atCap })).toEqual({});
    expect(errorsFor({ ...valid, email: `x${atCap}` }).email).toBe(
      "Email must be at most 254 characters.",
    );
    expect(errorsFor({ ...valid, email: "a".repeat(5000) }).email).toBe(auditMessages.emailTooLong);
  });

  it("checks the optional website", () => {
    for (const website of [
      "not a url",
      "http://",
      "javascript:alert(1)",
      "ftp://acme.com",
      "acme",
    ]) {
      expect(errorsFor({ ...valid, website }).website, website).toBe("Please enter a valid URL.");
    }
    expect(auditRequestSchema.parse({ ...valid, website: "acme.com" }).website).toBe(
      "https://acme.com",
    );
    expect(
      auditRequestSchema.parse({ ...valid, website: "http://www.acme.co.uk/x?y=1" }).website,
    ).toBe("http://www.acme.co.uk/x?y=1");
    const long = `https://acme.com/${"p".repeat(auditLimits.website)}`;
    expect(errorsFor({ ...valid, website: long }).website).toBe(
      "URL must be at most 2048 characters.",
    );
    expect(errorsFor({ ...valid, website: long.slice(0, auditLimits.website) })).toEqual({});
  });

  it("only accepts one of the five services", () => {
    for (const service of ["", "Other", "custom website development", " "]) {
      expect(errorsFor({ ...valid, service }).service, service).toBe("Please select a service.");
    }
  });

  it("normalises bare domains and rejects what is not an http(s) address", () => {
    expect(normalizeWebsite("acme.com")).toBe("https://acme.com");
    expect(normalizeWebsite("https://acme.com")).toBe("https://acme.com");
    expect(normalizeWebsite("localhost")).toBeNull();
    expect(normalizeWebsite("acme .com")).toBeNull();
    expect(normalizeWebsite("mailto:jo@acme.com")).toBeNull();
  });
});

describe("audit request schema under arbitrary input (property-based)", () => {
  const known = new Set<string>(Object.values(auditMessages));
  const text = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 300 }),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.string({ maxLength: 6000 }),
    fc.constantFrom("", "   ", "\n\t", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>"),
    fc.nat({ max: 6000 }).map((n) => "x".repeat(n)),
  );

  it("never throws and only ever answers with the known messages", () => {
    fc.assert(
      fc.property(text, text, text, text, (name, email, website, service) => {
        const result = auditRequestSchema.safeParse({ name, email, website, service });
        if (result.success) return;
        for (const issue of result.error.issues) expect(known).toContain(issue.message);
      }),
      { numRuns: 400 },
    );
  });

  it("answers any input over a cap with that field's cap message", () => {
    const over = (cap: number) =>
      fc
        .tuple(
          fc.nat({ max: 3000 }),
          fc.constantFrom("x", "é", "<b>", " a", "\u200b", "🙂"),
          fc.constantFrom("", "  ", "\n\t"),
        )
        // Caps count characters (code points): an emoji is one, as a person would count it.
        .map(
          ([extra, unit, pad]) =>
            pad + unit.repeat(Math.ceil((cap + 1 + extra) / [...unit].length)) + pad,
        );
    fc.assert(
      fc.property(
        over(auditLimits.name),
        over(auditLimits.email),
        over(auditLimits.website),
        (name, email, website) => {
          expect(errorsFor({ name, email, website, service: auditServices[0] })).toEqual({
            name: auditMessages.nameTooLong,
            email: auditMessages.emailTooLong,
            website: auditMessages.websiteTooLong,
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("trims and caps whatever it accepts", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 150 }),
        fc.constantFrom(...auditServices),
        (raw, service) => {
          const result = auditRequestSchema.safeParse({
            name: raw,
            email: "jo@example.com",
            website: "",
            service,
          });
          const name = raw.trim();
          expect(result.success).toBe(name.length >= 2 && name.length <= auditLimits.name);
          if (result.success) expect(result.data.name).toBe(name);
        },
      ),
      { numRuns: 300 },
    );
  });
});
