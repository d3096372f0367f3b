import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  NEWSLETTER_EMAIL_ERROR,
  NEWSLETTER_EMAIL_TOO_LONG,
  validateNewsletterEmail,
} from "~/components/layout/newsletter-schema";

describe("newsletter e-mail validation", () => {
  it("accepts ordinary addresses, trimming surrounding spaces", () => {
    expect(validateNewsletterEmail("owner@example.com")).toBeNull();
    expect(validateNewsletterEmail("  owner@example.co.uk \n")).toBeNull();
  });

  it("rejects empty, whitespace-only and malformed input with the spec's message", () => {
    for (const bad of ["", "   ", "owner@", "@example.com", "owner example.com", "<b>@x.com"]) {
      expect(validateNewsletterEmail(bad)).toBe(NEWSLETTER_EMAIL_ERROR);
    }
  });

  it("caps the address at 254 characters (after trimming) with its own message", () => {
    const atCap = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(atCap).toHaveLength(254);
    expect(validateNewsletterEmail(`  ${atCap}  `)).toBeNull();
    expect(validateNewsletterEmail(`x${atCap}`)).toBe(NEWSLETTER_EMAIL_TOO_LONG);
    expect(validateNewsletterEmail(`${"a".repeat(250)}@example.com`)).toBe(
      "Email must be at most 254 characters.",
    );
    expect(validateNewsletterEmail("<script>".repeat(1000))).toBe(NEWSLETTER_EMAIL_TOO_LONG);
  });

  it(
    "never throws and answers only null, the spec's message or the cap's, for any string",
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ unit: "grapheme", maxLength: 300 }),
            fc.string({ unit: "binary", maxLength: 300 }),
            fc.constantFrom(
              "<script>alert(1)</script>",
              "\u0000\u200b",
              " \t\n",
              "a".repeat(10_000),
            ),
            fc.emailAddress(),
            fc.string({ maxLength: 6000 }),
            fc.nat({ max: 6000 }).map((n) => `${"x".repeat(n)}@example.com`),
          ),
          (input) => {
            const result = validateNewsletterEmail(input);
            expect([null, NEWSLETTER_EMAIL_ERROR, NEWSLETTER_EMAIL_TOO_LONG]).toContain(result);
            if ([...input.trim()].length > 254) expect(result).toBe(NEWSLETTER_EMAIL_TOO_LONG);
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it("accepts generated valid addresses up to the 254-character cap", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length <= 254 && /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(e)),
        (email) => {
          expect(validateNewsletterEmail(email)).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });
});
