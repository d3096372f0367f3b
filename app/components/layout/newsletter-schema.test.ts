import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  NEWSLETTER_EMAIL_ERROR,
  validateNewsletterEmail,
} from "~/components/layout/newsletter-schema";

describe("newsletter e-mail validation", () => {
  it("accepts ordinary addresses, trimming surrounding spaces", () => {
    expect(validateNewsletterEmail("owner@example.com")).toBeNull();
    expect(validateNewsletterEmail("  owner@example.co.uk \n")).toBeNull();
  });

  it("rejects empty, whitespace-only, malformed and over-long input with the spec's message", () => {
    for (const bad of [
      "",
      "   ",
      "owner@",
      "@example.com",
      "owner example.com",
      `${"a".repeat(250)}@example.com`,
    ]) {
      expect(validateNewsletterEmail(bad)).toBe(NEWSLETTER_EMAIL_ERROR);
    }
  });

  it(
    "never throws and answers only null or the spec's message, for any string",
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
          ),
          (input) => {
            const result = validateNewsletterEmail(input);
            expect(result === null || result === NEWSLETTER_EMAIL_ERROR).toBe(true);
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
