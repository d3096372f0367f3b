/**
 * The shape of every content record. Data files are typed with these (`satisfies`), and
 * content.test.ts parses every record with the schemas, so a bad record fails the tests.
 */
import * as z from "zod/mini";

import type { IconName } from "./icons";
import { iconNames } from "./icons";

export const iconName = z.enum(iconNames as [string, ...string[]]);

/** An internal path ("/x"), an external URL, or the "#" placeholder. */
export const linkTarget = z
  .string()
  .check(
    z.refine(
      (v) => v === "#" || v.startsWith("/") || /^https?:\/\//.test(v),
      "link must be a path, URL or #",
    ),
  );

export const seoSchema = z.object({
  title: z.string().check(z.minLength(10), z.maxLength(60)),
  description: z.string().check(z.minLength(50), z.maxLength(160)),
});
export type Seo = z.infer<typeof seoSchema>;

/** Self-hosted image: alt is required (use "" only for decoration), size always set. */
export const imageSchema = z.object({
  src: z
    .string()
    .check(z.refine((v) => v.startsWith("/") || v.startsWith("data:"), "images are self-hosted")),
  alt: z.string(),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
});
export type Image = z.infer<typeof imageSchema>;

export const ctaSchema = z.object({
  label: z.string().check(z.minLength(2)),
  /** A path, an external URL, "#", or "booking" for the scheduling page. */
  to: z.union([linkTarget, z.literal("booking")]),
});
export type Cta = z.infer<typeof ctaSchema>;

export const heroSchema = z.object({
  eyebrow: z.optional(z.string()),
  title: z.string().check(z.minLength(3)),
  subtitle: z.string().check(z.minLength(10)),
  primary: z.optional(ctaSchema),
  secondary: z.optional(ctaSchema),
  image: z.optional(imageSchema),
});
export type HeroContent = z.infer<typeof heroSchema>;

export const relatedPageSchema = z.object({
  title: z.string().check(z.minLength(3)),
  description: z.string().check(z.minLength(10)),
  link: z.string().check(z.refine((v) => v.startsWith("/"), "related pages are internal")),
});
export type RelatedPage = z.infer<typeof relatedPageSchema>;

export const benefitSchema = z.object({
  icon: iconName,
  title: z.string().check(z.minLength(3)),
  description: z.string().check(z.minLength(10)),
});
export type Benefit = z.infer<typeof benefitSchema> & { icon: IconName };

export const serviceCardSchema = z.extend(benefitSchema, { link: linkTarget });
export type ServiceCard = Benefit & { link: string };

export const faqItemSchema = z.object({
  question: z.string().check(z.minLength(10)),
  answer: z.string().check(z.minLength(20)),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const stepSchema = z.object({
  title: z.string().check(z.minLength(3)),
  description: z.string().check(z.minLength(10)),
  icon: z.optional(iconName),
});
export type Step = { title: string; description: string; icon?: IconName };

export const reviewSchema = z.object({
  platform: z.enum(["Google", "Facebook", "YouTube"]),
  rating: z.literal(5),
  text: z.string().check(z.minLength(20)),
  author: z.string(),
  date: z.string().check(z.regex(/^[A-Z][a-z]+ \d{4}$/, "date is 'Month YYYY'")),
  link: z.literal("#"),
});
export type Review = z.infer<typeof reviewSchema>;
