/**
 * Reading content files: the one place that splits Markdown front matter, parses YAML and sorts
 * blog posts. The Vite content plugin (scripts/vite-content.ts), the Markdown plugin, the route
 * index and the feed (scripts/blog-feed.ts) all use it. Plain Node with type stripping: it imports
 * only Node built-ins and `yaml`, so `node scripts/postbuild.mjs` can load it directly. Schema
 * validation lives in scripts/content-load.ts (it needs the app's zod schemas).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

import { parse as parseYaml } from "yaml";

/** A content file that could not be read; the message names the file (and field, if known). */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

type ParsedFile = { data: Record<string, unknown>; body: string };

const frontMatterRe = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

function parseYamlObject(text: string, file: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = parseYaml(text);
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0];
    throw new ContentError(`${file}: malformed ${what}: ${reason}`);
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new ContentError(`${file}: malformed ${what}: expected "field: value" lines`);
  }
  return value as Record<string, unknown>;
}

/**
 * Split `---` front matter from a Markdown body. A file without front matter is all body; a
 * file that opens a front matter block and never closes it is an error, not silently body text.
 */
export function splitFrontMatter(source: string, file = "markdown"): ParsedFile {
  const text = source.replace(/^\uFEFF/, "");
  if (!/^---\r?\n/.test(text)) return { data: {}, body: text };
  const match = frontMatterRe.exec(text);
  if (!match) {
    throw new ContentError(`${file}: malformed front matter: the closing "---" line is missing`);
  }
  return { data: parseYamlObject(match[1] ?? "", file, "front matter"), body: match[2] ?? "" };
}

/** A Markdown (front matter + body) or YAML content file. */
export function parseContentFile(file: string, source: string): ParsedFile {
  if (/\.ya?ml$/.test(file)) return { data: parseYamlObject(source, file, "YAML"), body: "" };
  return splitFrontMatter(source, file);
}

/** Code-point order (no locale data), the order lib/dates.compareText uses in the browser. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Blog order: newest first, then by title. The list page, the feed and the index share it. */
export function sortPosts<T extends { date: string; title: string }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => compareText(b.date, a.date) || compareText(a.title, b.title));
}

/** Entries ordered by their `order` field (lists staff arrange by hand), then by title. */
export function sortByOrder<T extends { order?: number; title?: string; name?: string }>(
  items: T[],
): T[] {
  const label = (x: T) => x.title ?? x.name ?? "";
  return [...items].sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || compareText(label(a), label(b)),
  );
}

export type RawFile = ParsedFile & {
  /** Path relative to the project root, as staff see it (app/content/blog/x.md). */
  path: string;
  /** File name without extension. */
  name: string;
};

/** Every file with one of `extensions` directly in `dir`, parsed, in file-name order. */
export function readContentDir(root: string, dir: string, extensions: string[]): RawFile[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return names
    .filter((f) => extensions.some((ext) => f.endsWith(`.${ext}`)))
    .sort()
    .map((f) => {
      const abs = join(root, dir, f);
      const path = relative(root, abs).split("\\").join("/");
      return {
        ...parseContentFile(path, readFileSync(abs, "utf8")),
        path,
        name: f.replace(/\.[^.]+$/, ""),
      };
    });
}

export const blogFolder = "app/content/blog";

/** A post as the feed and the route index need it: published (not draft) posts only. */
export type PostFile = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  date: string;
  imageDescription: string;
  related: { title: string; description: string; link: string }[];
  comingSoon: boolean;
};

/**
 * Front matter of every post that is not a draft, newest first. The build validated each file
 * (scripts/content-load.ts) before anything reads this.
 */
export function readPosts(root: string): PostFile[] {
  const files = readContentDir(root, blogFolder, ["md"]).filter((f) => f.data.draft !== true);
  return sortPosts(
    files.map((f) => ({
      ...(f.data as PostFile),
      slug: typeof f.data.slug === "string" ? f.data.slug : f.name,
      comingSoon: Boolean(f.data.comingSoon),
    })),
  );
}
