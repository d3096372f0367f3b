/**
 * The content step of the build: every file the CMS edits, parsed (scripts/content-files.ts) and
 * checked with the app's zod schemas (app/content/schema.ts, the one source of truth). A bad file
 * throws a ContentError that names the file and the field, e.g.
 * `Invalid job opening app/content/jobs/ai-specialist.yml: field title: Too small: …`.
 * Nothing is dropped silently: unknown fields are errors too.
 *
 * The Vite content plugin (scripts/vite-content.ts) serves the result to the app as virtual
 * modules, so neither zod nor the schemas ship to the browser; the unit tests run the same code.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import * as z from "zod/mini";

import type { imageFileSchema } from "../app/content/schema.ts";
import {
  blogPostSchema,
  caseStudyFileSchema,
  faqFileSchema,
  jobOpeningFileSchema,
  legalFileSchema,
  podcastEpisodeFileSchema,
  reviewFileSchema,
  teamMemberFileSchema,
} from "../app/content/schema.ts";
import {
  ContentError,
  type RawFile,
  blogFolder,
  parseContentFile,
  readContentDir,
  sortByOrder,
  sortPosts,
} from "./content-files.ts";
import { imageSize } from "./image-size.ts";
import { optimizeSvg, svgDataUri } from "./svg.ts";
import { countWords, renderMarkdown } from "./vite-markdown.ts";

// zod/mini ships without message text; the build speaks English ("Too big: expected string to
// have <=60 characters"). Node only: the browser never loads this module.
z.config(z.locales.en());

type Schema = z.ZodMiniType;
export type Data = Record<string, unknown>;

type CollectionDef = {
  /** What one entry is called in messages and the CMS ("blog post"). */
  noun: string;
  schema: Schema;
  /** Folder of one file per entry, or one file holding the whole list. */
  folder?: string;
  extension?: "md" | "yml";
  file?: string;
  /** The field that must equal the file name (and so be unique). */
  slugField?: string;
  /** Fields no two entries may share. */
  unique?: string[];
  /**
   * Inline image files as data: URIs: `true` for every SVG (small portraits in the first screen);
   * `"drawings"` for a small SVG without ids (`inlinableDrawing`), which the page draws as markup
   * (`InlineSvgImg`).
   */
  inlineImages?: boolean | "drawings";
};

/** Every content collection the CMS edits, in the order staff think of them. */
export const collections = {
  blog: {
    noun: "blog post",
    schema: blogPostSchema,
    folder: blogFolder,
    extension: "md",
    slugField: "slug",
    unique: ["slug", "title"],
  },
  caseStudies: {
    noun: "case study",
    schema: caseStudyFileSchema,
    folder: "app/content/case-studies",
    extension: "yml",
    slugField: "slug",
    unique: ["slug", "title"],
    // The first study's picture is on the first screen: a request before the hero's text paints
    // would cost the page Lighthouse's LCP goal.
    inlineImages: "drawings",
  },
  jobs: {
    noun: "job opening",
    schema: jobOpeningFileSchema,
    folder: "app/content/jobs",
    extension: "yml",
    unique: ["title"],
  },
  podcast: {
    noun: "podcast episode",
    schema: podcastEpisodeFileSchema,
    folder: "app/content/podcast",
    extension: "yml",
    unique: ["number", "title"],
  },
  reviews: {
    noun: "review",
    schema: reviewFileSchema,
    folder: "app/content/reviews",
    extension: "yml",
    unique: ["text"],
  },
  team: {
    noun: "team member",
    schema: teamMemberFileSchema,
    folder: "app/content/team",
    extension: "yml",
    unique: ["name"],
    inlineImages: true,
  },
  faq: { noun: "FAQ", schema: faqFileSchema, file: "app/content/faq.yml" },
  legal: {
    noun: "legal document",
    schema: legalFileSchema,
    folder: "app/content/legal",
    extension: "md",
  },
} satisfies Record<string, CollectionDef>;
export type CollectionName = keyof typeof collections;

type Def = { type: string; shape?: Record<string, Schema>; innerType?: Schema; element?: Schema };
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Paths of fields in `value` that `schema` does not know (zod would drop them silently). */
function unknownFields(schema: Schema, value: unknown, path: string[] = []): string[] {
  const def = defOf(schema);
  if ((def.type === "optional" || def.type === "nullable") && def.innerType) {
    return unknownFields(def.innerType, value, path);
  }
  if (def.type === "array" && def.element && Array.isArray(value)) {
    return value.flatMap((v, i) => unknownFields(def.element!, v, [...path, String(i)]));
  }
  if (def.type === "object" && def.shape && value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => {
      const field = def.shape![key];
      return field ? unknownFields(field, v, [...path, key]) : [[...path, key].join(".")];
    });
  }
  return [];
}

function fail(def: CollectionDef, file: string, problems: string[]): never {
  throw new ContentError(`Invalid ${def.noun} ${file}: ${problems.join("; ")}`);
}

/** Check one entry's fields against its schema; returns the parsed data. */
function validateEntry(def: CollectionDef, file: string, data: Data): Data {
  const result = (def.schema as z.ZodMiniType<Data>).safeParse(data);
  const problems = result.success
    ? []
    : result.error.issues.map((i) => `field ${i.path.join(".") || "(front matter)"}: ${i.message}`);
  for (const path of unknownFields(def.schema, data)) {
    problems.push(`field ${path}: not a field of a ${def.noun} (misspelt or left over?)`);
  }
  if (problems.length || !result.success) fail(def, file, problems);
  return result.data;
}

/** An image field with the size read from its file (and inlined when asked). */
function resolveImage(
  root: string,
  def: CollectionDef,
  file: string,
  image: z.infer<typeof imageFileSchema>,
) {
  const onDisk = join(root, "public", image.src);
  if (!existsSync(onDisk)) {
    fail(def, file, [`field image.src: no file public${image.src} (upload it, or fix the path)`]);
  }
  const bytes = readFileSync(onDisk);
  const size = imageSize(bytes);
  if (!size) fail(def, file, [`field image.src: cannot read the width and height of ${image.src}`]);
  if (def.inlineImages && image.src.endsWith(".svg")) {
    const svg = optimizeSvg(bytes.toString("utf8"));
    if (def.inlineImages === true || inlinableDrawing(svg))
      return { src: svgDataUri(svg), alt: image.alt, ...size };
  }
  return { src: image.src, alt: image.alt, ...size };
}

/** Largest drawing drawn inline: a bigger one (a detailed upload) stays a file the browser caches. */
export const inlineDrawingMaxBytes = 4096;

/**
 * Whether an SVG (as SVGO leaves it) can be drawn as markup in a page beside others: small, and
 * without ids, which two drawings on one page could share (a gradient or clip path would then
 * point into the other drawing).
 */
export function inlinableDrawing(svg: string): boolean {
  return Buffer.byteLength(svg) <= inlineDrawingMaxBytes && !/\sid=/.test(svg);
}

function checkUnique(def: CollectionDef, entries: { file: string; data: Data }[]) {
  for (const field of def.unique ?? []) {
    const seen = new Map<unknown, string>();
    for (const { file, data } of entries) {
      const value = data[field];
      const other = seen.get(value);
      if (other)
        fail(def, file, [`field ${field}: "${String(value)}" is already used by ${other}`]);
      seen.set(value, file);
    }
  }
}

function readFiles(root: string, def: CollectionDef): RawFile[] {
  if (def.file) {
    const abs = join(root, def.file);
    if (!existsSync(abs)) throw new ContentError(`Missing ${def.noun} file ${def.file}`);
    return [{ ...parseContentFile(def.file, readFileSync(abs, "utf8")), path: def.file, name: "" }];
  }
  return readContentDir(root, def.folder!, [def.extension!]);
}

/** Parse and validate every file of one collection (including blog drafts). */
export function validateCollection(root: string, name: CollectionName) {
  const def: CollectionDef = collections[name];
  const entries = readFiles(root, def).map((raw) => {
    // Files the CMS creates are named from the title and carry no slug: the name is the slug.
    const fields =
      def.slugField && raw.data[def.slugField] === undefined
        ? { ...raw.data, [def.slugField]: raw.name }
        : raw.data;
    const data = validateEntry(def, raw.path, fields);
    if (def.slugField && data[def.slugField] !== raw.name) {
      // A duplicate slug is reported as such, not as a file-name mismatch.
      checkUnique({ ...def, unique: [def.slugField] }, [
        ...readFiles(root, def)
          .filter((r) => r.path !== raw.path && r.data[def.slugField!] === data[def.slugField!])
          .map((r) => ({ file: r.path, data: r.data })),
        { file: raw.path, data },
      ]);
      fail(def, raw.path, [
        `field ${def.slugField}: "${String(data[def.slugField])}" must equal the file name ${raw.name}`,
      ]);
    }
    if (data.image) data.image = resolveImage(root, def, raw.path, data.image as never);
    return { file: raw.path, raw, data };
  });
  checkUnique(def, entries);
  return entries;
}

/** Blog post as the app's index holds it: front matter, image size and the article's length. */
type BlogIndexEntry = Data & { hasBody: boolean; words: number; file: string };

/** Published blog posts (drafts left out), newest first, with `hasBody` and word counts. */
export function loadBlog(root: string): BlogIndexEntry[] {
  const def = collections.blog;
  const posts = validateCollection(root, "blog").map(({ file, raw, data }) => {
    const words = countWords(renderMarkdown(raw.body));
    if (data.comingSoon && words > 0) {
      fail(def, file, [
        "field comingSoon: the article has text, so untick Coming Soon to publish it (or remove the text)",
      ]);
    }
    if (!data.comingSoon && words === 0) {
      fail(def, file, ["field body: the article is empty; write it, or tick Coming Soon"]);
    }
    return { ...data, hasBody: words > 0, words, file } as BlogIndexEntry;
  });
  return sortPosts(
    posts.filter((p) => p.draft !== true) as (BlogIndexEntry & { date: string; title: string })[],
  );
}

/** Entries of a list collection, validated and in display order. */
export function loadList(
  root: string,
  name: Exclude<CollectionName, "blog" | "faq" | "legal">,
): Data[] {
  const entries = validateCollection(root, name).map((e) => e.data);
  if (name === "podcast") return [...entries].sort((a, b) => Number(a.number) - Number(b.number));
  return sortByOrder(entries as { order?: number; title?: string; name?: string }[]) as Data[];
}

/** Everything the CMS edits, validated: what the build's content step and the tests run. */
export function loadAllContent(root: string) {
  const lists = {
    caseStudies: loadList(root, "caseStudies"),
    jobs: loadList(root, "jobs"),
    podcast: loadList(root, "podcast"),
    reviews: loadList(root, "reviews"),
    team: loadList(root, "team"),
  };
  const faq = validateCollection(root, "faq")[0]!.data;
  const legal = validateCollection(root, "legal").map((e) => e.raw.name);
  return { blog: loadBlog(root), ...lists, faq, legal };
}
