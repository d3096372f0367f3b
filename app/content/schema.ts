/**
 * The shape of every content record. Data files are typed with these (`satisfies`), and
 * content.test.ts parses every record with the schemas, so a bad record fails the tests.
 */
import * as z from "zod/mini";

import { type IconName, icons } from "./icons.ts";

/** An icon of the build-time sprite (app/content/icons.ts); content naming another fails validation. */
export const iconName = z.custom<IconName>(
  (value) => typeof value === "string" && Object.hasOwn(icons, value),
  { error: "unknown icon: not in app/content/icons.ts" },
);

/** An internal path ("/x"), an external URL, or the "#" placeholder. */
const linkTarget = z
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
export type Benefit = z.infer<typeof benefitSchema>;

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

// Company, education, resources, legal

/** A person on the leadership team; the portrait is an illustrated SVG avatar. */
export const teamMemberSchema = z.object({
  name: z.string().check(z.minLength(3)),
  role: z.string().check(z.minLength(3)),
  bio: z.string().check(z.minLength(20)),
  /** A photo; without one the portrait frame shows a monogram (ui/portrait.tsx). */
  image: z.optional(imageSchema),
  link: z.optional(z.string().check(z.refine((v) => v.startsWith("/"), "profile is internal"))),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A podcast episode; `minutes` is its running length. */
export const podcastEpisodeSchema = z.object({
  number: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.minLength(5)),
  description: z.string().check(z.minLength(20)),
  minutes: z.number().check(z.int(), z.positive()),
});
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;

/** An open role. datePosted and employmentType feed JobPosting structured data. */
export const jobOpeningSchema = z.object({
  title: z.string().check(z.minLength(3)),
  department: z.string().check(z.minLength(2)),
  location: z.literal("Remote"),
  employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR"]),
  datePosted: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "date is YYYY-MM-DD")),
  description: z.string().check(z.minLength(40)),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const glossaryEntrySchema = z.object({
  term: z.string().check(z.minLength(2)),
  definition: z.string().check(z.minLength(20)),
  /** The letter group it is listed under (the term's first letter). */
  letter: z.string().check(z.regex(/^[A-Z]$/)),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** A result that reads as a number: a short figure set large, and what it measures. */
const figureSchema = z.object({
  value: z.string().check(z.minLength(1), z.maxLength(8)),
  label: z.string().check(z.minLength(5), z.maxLength(70)),
});

export const caseStudySchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: z.string().check(z.minLength(5)),
  industry: z.string().check(z.minLength(3)),
  challenge: z.string().check(z.minLength(40)),
  solution: z.string().check(z.minLength(40)),
  /** The results that read as numbers, set large: a short figure and what it measures. */
  figures: z.array(figureSchema).check(z.minLength(1), z.maxLength(3)),
  results: z.array(z.string().check(z.minLength(5))).check(z.minLength(2)),
  image: imageSchema,
  caption: z.string().check(z.minLength(10)),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** A course or training programme card with its format and what it covers. */
export const courseSchema = z.extend(benefitSchema, {
  format: z.string().check(z.minLength(3)),
  duration: z.string().check(z.minLength(3)),
  topics: z.array(z.string().check(z.minLength(3))).check(z.minLength(2)),
});
export type Course = z.infer<typeof courseSchema>;

/** A titled block of long-form prose (founder story, mission). */
export const storySectionSchema = z.object({
  heading: z.string().check(z.minLength(3)),
  paragraphs: z.array(z.string().check(z.minLength(40))).check(z.minLength(1)),
});
export type StorySection = z.infer<typeof storySectionSchema>;

/** Self-assessment question: static text, never a form control. */
export const assessmentQuestionSchema = z.object({
  question: z.string().check(z.minLength(15)),
  why: z.string().check(z.minLength(20)),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

/** YYYY-MM-DD that is a real calendar day. */
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD"),
  z.refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(v).toISOString().startsWith(v),
    "date must be a real calendar day",
  ),
);

/**
 * An image as a content file names it: a file under public/ (uploads go to /media/uploads) and
 * its alt text. The build reads width and height from the file itself (scripts/image-size.ts),
 * so staff never type them and they are never wrong.
 */
export const imageFileSchema = z.object({
  src: z
    .string()
    .check(
      z.regex(
        /^\/(media|images)\/[\w./-]+\.(png|jpe?g|webp|gif|svg)$/,
        "image must be a file under /media or /images",
      ),
    ),
  alt: z.string().check(z.minLength(5, "alt text is required"), z.maxLength(200)),
});

/** Blog categories (the list page's labels; every post has one). */
export const blogCategories = [
  "AI Strategy",
  "AI Education",
  "AI Roadmaps",
  "AI Agents",
  "Automation",
  "Finance",
  "Leadership",
  "Operations",
  "Sales",
] as const;

/** The drawn illustrations a post can use instead of an uploaded image (components/blog/post-illustration). */
export const blogIllustrations = [
  "strategy",
  "roadmap",
  "org-chart",
  "education",
  "agents",
  "funnel",
  "gauge",
  "cash-chart",
  "workflow",
  "network",
] as const;
export type BlogIllustration = (typeof blogIllustrations)[number];

/** Lowercase words joined by hyphens: what a slug made from a title looks like. */
const slugSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be kebab-case"));

/**
 * Front matter of a blog post (app/content/blog/<slug>.md). A listed post without its article
 * yet sets `comingSoon: true` and has no body; writing the body (and clearing the flag) turns
 * it into an article. `draft: true` keeps a post out of the build, the list, the sitemap and
 * the feed. `image` (an upload) replaces the drawn `illustration` when set.
 */
export const blogPostSchema = z.object({
  slug: slugSchema,
  category: z.enum(blogCategories),
  title: z.string().check(z.minLength(10), z.maxLength(60)),
  excerpt: z.string().check(z.minLength(50), z.maxLength(160)),
  imageDescription: z.string().check(z.minLength(20), z.maxLength(200)),
  illustration: z.enum(blogIllustrations),
  image: z.optional(imageFileSchema),
  author: z.string().check(z.minLength(3)),
  date: isoDate,
  comingSoon: z.optional(z.boolean()),
  draft: z.optional(z.boolean()),
  related: z.array(relatedPageSchema).check(z.minLength(1), z.maxLength(3)),
});
export type BlogPostFrontmatter = Omit<z.infer<typeof blogPostSchema>, "image"> & {
  image?: Image;
};

// Content files (app/content/<collection>/*) that the CMS edits: the record schemas above plus
// what a file needs. `order` places entries in lists staff arrange by hand (lower comes first).
const order = z.number().check(z.int(), z.positive());

export const caseStudyFileSchema = z.extend(caseStudySchema, {
  slug: slugSchema,
  image: imageFileSchema,
  order,
});
export const jobOpeningFileSchema = z.extend(jobOpeningSchema, { order });
export const podcastEpisodeFileSchema = podcastEpisodeSchema;
export const reviewFileSchema = z.extend(reviewSchema, { order });
export const teamMemberFileSchema = z.extend(teamMemberSchema, {
  image: z.optional(imageFileSchema),
  order,
});
/** The home page FAQ: one file, an ordered list. */
export const faqFileSchema = z.object({
  title: z.string().check(z.minLength(3)),
  intro: z.optional(z.string().check(z.minLength(10))),
  items: z.array(faqItemSchema).check(z.minLength(1)),
});
/** A legal document is its Markdown body only (numbered sections); no front matter fields. */
export const legalFileSchema = z.object({});

/** AI agent archetype: shown in the agent catalogue on /ai-agents and /services/our-agents. */
export const agentSchema = z.object({
  name: z.string().check(z.minLength(3)),
  category: z.string().check(z.minLength(3)),
  description: z.string().check(z.minLength(40)),
  features: z.array(z.string().check(z.minLength(10))).check(z.minLength(3)),
  icon: iconName,
  /** Optional detail page for this archetype. */
  page: z.optional(z.string().check(z.refine((v) => v.startsWith("/"), "internal path"))),
});
export type Agent = z.infer<typeof agentSchema>;

/** Workflow template: shown on /services/our-workflows. */
export const workflowTemplateSchema = z.object({
  name: z.string().check(z.minLength(3)),
  description: z.string().check(z.minLength(40)),
  highlights: z.array(z.string().check(z.minLength(10))).check(z.minLength(2)),
  integrations: z.array(z.string().check(z.minLength(2))).check(z.minLength(3)),
  icon: iconName,
});
export type WorkflowTemplate = z.infer<typeof workflowTemplateSchema>;

// Service pages and website development

/** A paragraph with inline links: plain strings and `{ text, to }` link runs, in reading order. */
const richTextSchema = z.array(
  z.union([z.string(), z.object({ text: z.string().check(z.minLength(2)), to: linkTarget })]),
);
export type RichText = (string | { text: string; to: string })[];

/** A card with the short list of what it includes (an offering, a roadmap component). */
export const featureCardSchema = z.extend(benefitSchema, {
  points: z.array(z.string().check(z.minLength(5))).check(z.minLength(2)),
});
export type FeatureCard = Benefit & { points: string[] };

const blockBase = {
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, "id is kebab-case")),
  eyebrow: z.optional(z.string()),
  title: z.string().check(z.minLength(3)),
  intro: z.optional(z.string()),
};

/** One section of a service page; the template picks the shared section by `kind`. */
const serviceBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("prose"), ...blockBase, paragraphs: z.array(richTextSchema) }),
  z.object({
    kind: z.literal("steps"),
    ...blockBase,
    items: z.array(stepSchema).check(z.minLength(3)),
  }),
  z.object({
    kind: z.literal("cards"),
    ...blockBase,
    columns: z.optional(z.union([z.literal(2), z.literal(3), z.literal(4)])),
    items: z.array(benefitSchema).check(z.minLength(2)),
  }),
  z.object({
    kind: z.literal("features"),
    ...blockBase,
    items: z.array(featureCardSchema).check(z.minLength(2)),
  }),
]);
type BlockBase = { id: string; eyebrow?: string; title: string; intro?: string };
export type ServiceBlock = BlockBase &
  (
    | { kind: "prose"; paragraphs: RichText[] }
    | { kind: "steps"; items: Step[] }
    | { kind: "cards"; columns?: 2 | 3 | 4; items: Benefit[] }
    | { kind: "features"; items: FeatureCard[] }
  );

/** The closing call to action of a page (CtaBand); booking unless `primary` says otherwise. */
const closingSchema = z.object({
  title: z.string().check(z.minLength(5)),
  text: z.string().check(z.minLength(20)),
  primary: z.optional(ctaSchema),
});
export type Closing = z.infer<typeof closingSchema>;

/**
 * A page's signature section: the one section type its siblings don't use, so look-alike pages
 * read as themselves (sections/signature-section.tsx). A quote names a team member; their role
 * and portrait come from the team records.
 */
export type Signature =
  | { kind: "quote"; quote: string; person: string }
  | ({ kind: "comparison" } & Comparison)
  | {
      kind: "metrics";
      eyebrow?: string;
      title: string;
      intro?: string;
      stats: { value: string; label: string }[];
    }
  | { kind: "faq"; title: string; intro?: string; items: FaqItem[] };

export const signatureSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("quote"),
    quote: z.string().check(z.minLength(40), z.maxLength(220)),
    person: z.string().check(z.minLength(3)),
  }),
  z.object({
    kind: z.literal("comparison"),
    eyebrow: z.optional(z.string()),
    title: z.string().check(z.minLength(5)),
    intro: z.optional(z.string()),
    columns: z.tuple([z.string(), z.string()]),
    rows: z
      .array(z.object({ topic: z.string(), ours: z.string(), theirs: z.string() }))
      .check(z.minLength(3)),
  }),
  z.object({
    kind: z.literal("metrics"),
    eyebrow: z.optional(z.string()),
    title: z.string().check(z.minLength(5)),
    intro: z.optional(z.string()),
    stats: z.array(figureSchema).check(z.length(3)),
  }),
  z.object({
    kind: z.literal("faq"),
    title: z.string().check(z.minLength(5)),
    intro: z.optional(z.string()),
    items: z.array(faqItemSchema).check(z.minLength(3)),
  }),
]);

export const servicePageSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  seo: seoSchema,
  hero: heroSchema,
  blocks: z.array(serviceBlockSchema).check(z.minLength(2)),
  /** Which block the hero sums up; defaults to the steps block. */
  heroBlock: z.optional(z.string()),
  signature: z.optional(signatureSchema),
  closing: closingSchema,
  related: z.array(relatedPageSchema).check(z.length(3)),
});
export type ServicePage = {
  slug: string;
  seo: Seo;
  hero: HeroContent;
  blocks: ServiceBlock[];
  /** The id of the block the hero sums up (a steps block as a plan, cards as rows); defaults to the steps block. */
  heroBlock?: string;
  /** The section its siblings don't have, placed after the first block. */
  signature?: Signature;
  closing: Closing;
  related: RelatedPage[];
};

/** Website case card: metrics, a testimonial, and the site before and after. */
export const websiteCaseSchema = z.object({
  title: z.string().check(z.minLength(3)),
  industry: z.string().check(z.minLength(3)),
  summary: z.string().check(z.minLength(40)),
  metrics: z
    .array(
      z.object({
        value: z.string().check(z.minLength(1)),
        label: z.string().check(z.minLength(5)),
      }),
    )
    .check(z.minLength(2)),
  testimonial: z.object({
    text: z.string().check(z.minLength(30)),
    author: z.string().check(z.minLength(3)),
  }),
  before: imageSchema,
  after: imageSchema,
});
export type WebsiteCase = z.infer<typeof websiteCaseSchema>;

/** One stage of a process timeline: what happens, who takes part, how long, what the client gets. */
export const timelineStageSchema = z.object({
  title: z.string().check(z.minLength(3)),
  icon: z.optional(iconName),
  /** When it happens, e.g. "Weeks 1–2". */
  when: z.string().check(z.minLength(3)),
  /** The client's time it takes, e.g. "About 6 hours of your team's time". */
  effort: z.string().check(z.minLength(5)),
  summary: z.string().check(z.minLength(40)),
  activities: z.array(z.string().check(z.minLength(10))).check(z.minLength(3)),
  people: z.object({
    ours: z.array(z.string().check(z.minLength(3))).check(z.minLength(1)),
    yours: z.array(z.string().check(z.minLength(3))).check(z.minLength(1)),
  }),
  deliverables: z.array(z.string().check(z.minLength(10))).check(z.minLength(2)),
  link: z.optional(z.object({ to: z.string(), label: z.string().check(z.minLength(5)) })),
});
export type TimelineStage = {
  title: string;
  icon?: IconName;
  when: string;
  effort: string;
  summary: string;
  activities: string[];
  people: { ours: string[]; yours: string[] };
  deliverables: string[];
  link?: { to: string; label: string };
};

/** Two ways of getting something done, row by row (sections/comparison-table.tsx). */
export type Comparison = {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Column heads: the option we recommend first, then the usual alternative. */
  columns: readonly [string, string];
  rows: readonly { topic: string; ours: string; theirs: string }[];
};
