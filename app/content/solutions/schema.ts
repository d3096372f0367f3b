/**
 * Record shapes of the solutions page families (automation, AI agent and leadership pages).
 * Types are for `satisfies` in the data files; the zod schemas are only used by the tests,
 * so no validation code ships to the browser.
 */
import * as z from "zod/mini";

import type { IconName } from "~/content/icons";
import {
  type Benefit,
  type Cta,
  type HeroContent,
  type Image,
  type RelatedPage,
  type Seo,
  type Signature,
  type Step,
  benefitSchema,
  ctaSchema,
  heroSchema,
  iconName,
  imageSchema,
  relatedPageSchema,
  seoSchema,
  signatureSchema,
  stepSchema,
} from "~/content/schema";

/** A titled block of cards or list items. */
export type Block<T> = { eyebrow?: string; title: string; intro?: string; items: T[] };
const block = <T extends z.core.$ZodType>(item: T, count?: number) =>
  z.object({
    eyebrow: z.optional(z.string()),
    title: z.string().check(z.minLength(3)),
    intro: z.optional(z.string().check(z.minLength(10))),
    items: z.array(item).check(...(count ? [z.length(count)] : [z.minLength(1)])),
  });

/** A short list item with an optional one-line explanation and icon (checklists, capabilities). */
export type FeatureItem = { title: string; description?: string; icon?: IconName };
export const featureItemSchema = z.object({
  title: z.string().check(z.minLength(3)),
  description: z.optional(z.string().check(z.minLength(10))),
  icon: z.optional(iconName),
});

/** Text beside an illustration: paragraphs, optional bullets and one highlighted figure. */
export type MediaBlock = {
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
  highlight?: { value: string; label: string };
  image?: Image;
};
const mediaSchema = z.object({
  eyebrow: z.optional(z.string()),
  title: z.string().check(z.minLength(3)),
  paragraphs: z.array(z.string().check(z.minLength(20))).check(z.minLength(1)),
  bullets: z.optional(z.array(z.string().check(z.minLength(10)))),
  highlight: z.optional(z.object({ value: z.string(), label: z.string().check(z.minLength(10)) })),
  image: z.optional(imageSchema),
});

/** Closing band; the primary action defaults to booking the discovery call. */
export type CtaBlock = { title: string; text: string; primary?: Cta };
export const ctaBlockSchema = z.object({
  title: z.string().check(z.minLength(10)),
  text: z.string().check(z.minLength(30)),
  primary: z.optional(ctaSchema),
});

/** A sample conversation shown beside an AI agent's explanation. */
export type Conversation = {
  /** How the agent is labelled in the transcript, e.g. "AI sales agent". */
  agent: string;
  /** How the other side is labelled, e.g. "Customer" or "You". */
  person: string;
  channel: string;
  /** Language of the lines when it is not English (BCP 47). */
  lang?: string;
  lines: { from: "person" | "agent"; text: string }[];
};
const conversationSchema = z.object({
  agent: z.string().check(z.minLength(3)),
  person: z.string().check(z.minLength(3)),
  channel: z.string().check(z.minLength(3)),
  lang: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/))),
  lines: z
    .array(z.object({ from: z.enum(["person", "agent"]), text: z.string().check(z.minLength(2)) }))
    .check(z.minLength(3)),
});

const pageBase = {
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  seo: seoSchema,
  hero: heroSchema,
  related: z.array(relatedPageSchema).check(z.length(3)),
  cta: ctaBlockSchema,
};

/** /automations/*: hero → 4 benefits → illustration → 4 capabilities → related. */
export type AutomationPage = {
  slug: string;
  seo: Seo;
  hero: HeroContent;
  benefits: Block<Benefit>;
  media: MediaBlock & { image: Image };
  capabilities: Block<FeatureItem>;
  /** The section its siblings don't have. */
  signature: Signature;
  related: RelatedPage[];
  cta: CtaBlock;
};
export const automationPageSchema = z.object({
  ...pageBase,
  benefits: block(benefitSchema, 4),
  media: z.extend(mediaSchema, { image: imageSchema }),
  capabilities: block(featureItemSchema, 4),
  signature: signatureSchema,
});

/** /ai/*: hero → 4 benefits → sample conversation → How It Works → related. */
export type AgentPage = {
  slug: string;
  seo: Seo;
  hero: HeroContent;
  benefits: Block<Benefit>;
  media: MediaBlock;
  conversation: Conversation;
  howItWorks: Block<Step>;
  /** The section its siblings don't have. */
  signature: Signature;
  related: RelatedPage[];
  cta: CtaBlock;
};
export const agentPageSchema = z.object({
  ...pageBase,
  benefits: block(benefitSchema, 4),
  media: mediaSchema,
  conversation: conversationSchema,
  howItWorks: block(stepSchema, 4),
  signature: signatureSchema,
});

/** /leadership/*: hero → benefits → illustration → engagement steps → related. */
export type LeadershipPage = {
  slug: string;
  seo: Seo;
  hero: HeroContent;
  benefits: Block<Benefit>;
  media: MediaBlock & { image: Image };
  steps: Block<Step>;
  /** The section its siblings don't have. */
  signature: Signature;
  related: RelatedPage[];
  cta: CtaBlock;
};
export const leadershipPageSchema = z.object({
  ...pageBase,
  benefits: block(benefitSchema, 4),
  media: z.extend(mediaSchema, { image: imageSchema }),
  steps: block(stepSchema, 4),
  signature: signatureSchema,
});

/** One box of the workflow diagram on /automations. */
export type DiagramNode = { label: string; detail: string; icon: IconName };
const diagramNodeSchema = z.object({
  label: z.string().check(z.minLength(3)),
  detail: z.string().check(z.minLength(10)),
  icon: iconName,
});
/** Trigger → steps → outcome, with a one-paragraph text equivalent. */
export type WorkflowDiagramContent = {
  eyebrow?: string;
  title: string;
  intro?: string;
  trigger: DiagramNode;
  steps: DiagramNode[];
  outcome: DiagramNode;
  summary: string;
};
export const workflowDiagramSchema = z.object({
  eyebrow: z.optional(z.string()),
  title: z.string().check(z.minLength(3)),
  intro: z.optional(z.string()),
  trigger: diagramNodeSchema,
  steps: z.array(diagramNodeSchema).check(z.minLength(2), z.maxLength(4)),
  outcome: diagramNodeSchema,
  summary: z.string().check(z.minLength(60)),
});

/** A before/solution/result story in one card. */
export type UseCase = {
  icon: IconName;
  industry: string;
  title: string;
  challenge: string;
  solution: string;
  result: string;
};
export const useCaseSchema = z.object({
  icon: iconName,
  industry: z.string().check(z.minLength(3)),
  title: z.string().check(z.minLength(5)),
  challenge: z.string().check(z.minLength(30)),
  solution: z.string().check(z.minLength(30)),
  result: z.string().check(z.minLength(20)),
});

export type SuccessStoryContent = {
  eyebrow?: string;
  title: string;
  client: string;
  paragraphs: string[];
  quote: string;
  author: string;
  stats: { value: string; label: string }[];
};
export const successStorySchema = z.object({
  eyebrow: z.optional(z.string()),
  title: z.string().check(z.minLength(10)),
  client: z.string().check(z.minLength(5)),
  paragraphs: z.array(z.string().check(z.minLength(30))).check(z.minLength(1)),
  quote: z.string().check(z.minLength(20)),
  author: z.string().check(z.minLength(3)),
  stats: z
    .array(z.object({ value: z.string(), label: z.string().check(z.minLength(5)) }))
    .check(z.length(3)),
});
