/**
 * The CMS configuration agrees with the zod schemas (app/content/schema.ts), in both directions:
 * every field the CMS writes is a field the schema accepts, and every required schema field has
 * a required widget with the same limits (lengths, patterns, enums, number bounds, list sizes).
 */
import { describe, expect, it } from "vitest";

import { type CollectionName, collections as content } from "../scripts/content-load";
import { type CmsField, cmsConfig, collections as cms } from "./config";

type Def = {
  type: string;
  shape?: Record<string, Zod>;
  innerType?: Zod;
  element?: Zod;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: Record<string, unknown> } }[];
};
type Zod = { _zod: { def: Def } };
const defOf = (schema: unknown) => (schema as Zod)._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Fields the build fills in itself, so the CMS does not write them. */
const derived: Partial<Record<CollectionName, string[]>> = {
  blog: ["slug"], // the file name, made from the title
  caseStudies: ["slug"],
};
/** The Markdown body is the file's text, not a front-matter field. */
const bodyField = "body";

const config = cmsConfig("http://localhost");
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Compare one CMS field with its schema; returns the disagreements. */
function compareField(
  path: string,
  field: CmsField,
  schema: unknown,
  parentOptional: boolean,
): string[] {
  const problems: string[] = [];
  let def = defOf(schema);
  const optional = def.type === "optional";
  if (optional) def = defOf(def.innerType);
  const cmsRequired = field.required !== false;
  if (!optional && !parentOptional && !cmsRequired)
    problems.push(`${path}: required in the schema, optional in the CMS`);
  if (optional && cmsRequired)
    problems.push(`${path}: optional in the schema, required in the CMS`);
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === "min_length")?.minimum as number | undefined;
  const max = checks.find((c) => c.check === "max_length")?.maximum as number | undefined;
  const regex = checks.find((c) => c.format === "regex")?.pattern as RegExp | undefined;

  switch (def.type) {
    case "string": {
      if (field.widget === "datetime") {
        if (regex?.source !== "^\\d{4}-\\d{2}-\\d{2}$" || field.format !== "YYYY-MM-DD")
          problems.push(`${path}: a date widget needs a YYYY-MM-DD schema field`);
        break;
      }
      if (field.widget === "image") {
        const sample = `${config.public_folder}/photo.png`;
        if (!regex?.test(sample))
          problems.push(`${path}: uploads (${sample}) fail the schema's pattern`);
        break;
      }
      if (!["string", "text"].includes(field.widget))
        problems.push(`${path}: ${field.widget} for a string`);
      const pattern = field.pattern?.[0];
      if (min !== undefined || max !== undefined) {
        const expected = max ? `^[\\s\\S]{${min ?? 0},${max}}$` : `^[\\s\\S]{${min},}$`;
        if (pattern !== expected)
          problems.push(`${path}: pattern ${pattern} but the schema says ${expected}`);
      } else if (regex && pattern !== regex.source) {
        problems.push(`${path}: pattern ${pattern} but the schema says ${regex.source}`);
      }
      break;
    }
    case "enum": {
      const values = (field.options ?? []).map((o) => (typeof o === "string" ? o : o.value));
      if (
        field.widget !== "select" ||
        [...values].sort().join() !== Object.values(def.entries!).sort().join()
      )
        problems.push(
          `${path}: options ${values.join(", ")} but the schema has ${Object.values(def.entries!).join(", ")}`,
        );
      break;
    }
    case "literal": {
      const value = def.values![0];
      const ok =
        (field.widget === "hidden" && field.default === value) ||
        (field.widget === "select" && field.options?.length === 1 && field.options[0] === value);
      if (!ok) problems.push(`${path}: must always be ${String(value)}`);
      break;
    }
    case "number": {
      const int = checks.some((c) => c.format === "safeint");
      const gt = checks.find((c) => c.check === "greater_than");
      const lowest = gt
        ? gt.inclusive
          ? Number(gt.value)
          : Number(gt.value) + (int ? 1 : 0)
        : undefined;
      if (field.widget !== "number") problems.push(`${path}: ${field.widget} for a number`);
      if (int !== (field.value_type === "int"))
        problems.push(`${path}: whole numbers only in one of them`);
      if (lowest !== field.min)
        problems.push(`${path}: min ${field.min} but the schema says ${lowest}`);
      break;
    }
    case "boolean":
      if (field.widget !== "boolean") problems.push(`${path}: ${field.widget} for a yes/no field`);
      break;
    case "array": {
      if (field.widget !== "list") problems.push(`${path}: ${field.widget} for a list`);
      if (min !== field.min)
        problems.push(`${path}: list min ${field.min} but the schema says ${min}`);
      if (max !== field.max)
        problems.push(`${path}: list max ${field.max} but the schema says ${max}`);
      if (field.field) problems.push(...compareField(`${path}[]`, field.field, def.element, false));
      else problems.push(...compareFields(`${path}[]`, field.fields ?? [], def.element, false));
      break;
    }
    case "object":
      if (field.widget !== "object")
        problems.push(`${path}: ${field.widget} for a group of fields`);
      problems.push(
        ...compareFields(path, field.fields ?? [], { _zod: { def } }, optional || parentOptional),
      );
      break;
    default:
      problems.push(`${path}: no rule for schema type ${def.type}`);
  }
  return problems;
}

/** Both directions for a group of fields against an object schema. */
function compareFields(
  path: string,
  fields: CmsField[],
  schema: unknown,
  parentOptional: boolean,
  skip: string[] = [],
): string[] {
  const shape = defOf(schema).shape ?? {};
  const problems: string[] = [];
  for (const field of fields) {
    if (field.name === bodyField && !path.includes(".")) continue;
    const fieldSchema = shape[field.name];
    if (!fieldSchema)
      problems.push(`${path}.${field.name}: the CMS writes a field the schema does not accept`);
    else
      problems.push(...compareField(`${path}.${field.name}`, field, fieldSchema, parentOptional));
  }
  for (const name of Object.keys(shape)) {
    if (skip.includes(name) || fields.some((f) => f.name === name)) continue;
    const optional = defOf(shape[name]).type === "optional";
    if (!optional) problems.push(`${path}.${name}: required by the schema but not in the CMS`);
  }
  return problems;
}

/** Every collection of the CMS config against the content collection it writes. */
type LooseCollection = {
  name: string;
  folder?: string;
  fields?: CmsField[];
  files?: { name: string; file?: string; fields: CmsField[] }[];
};
function compareConfig(collections: typeof cms): string[] {
  return (collections as LooseCollection[]).flatMap((c) => {
    const files = c.files ?? [{ name: c.name, file: undefined, fields: c.fields ?? [] }];
    return files.flatMap((f) => {
      const name = c.name as CollectionName;
      const target = content[name];
      if (!target) return [`${c.name}: no content collection of that name`];
      const where = c.folder ?? f.file;
      const expected = "folder" in target ? target.folder : target.file;
      const problems = where?.startsWith(expected ?? "\0")
        ? []
        : [`${c.name}: writes ${where} but the build reads ${expected}`];
      return [
        ...problems,
        ...compareFields(c.name, f.fields as CmsField[], target.schema, false, derived[name]),
      ];
    });
  });
}

describe("the CMS configuration and the schemas", () => {
  it("agree in both directions for every collection", () => {
    expect(compareConfig(cms)).toEqual([]);
  });

  it("cover every content collection, in the order staff think of them", () => {
    expect(cms.map((c) => c.name)).toEqual(Object.keys(content));
    expect(cms.map((c) => c.label)).toEqual([
      "Blog posts",
      "Case studies",
      "Job openings",
      "Podcast episodes",
      "Reviews",
      "Team members",
      "FAQ",
      "Legal documents",
    ]);
  });

  it("notice a limit, an option, a required flag or a field drifting from the schema", () => {
    const drift = (edit: (fields: CmsField[]) => void) => {
      const copy = structuredClone(cms);
      edit(copy[0]!.fields as CmsField[]);
      return compareConfig(copy);
    };
    const field = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;
    expect(drift((f) => (field(f, "title").pattern = ["^[\\s\\S]{10,70}$", ""]))).toEqual([
      expect.stringMatching(/blog\.title: pattern .*70.* but the schema says .*60/),
    ]);
    expect(drift((f) => field(f, "category").options!.push("Gardening"))).toEqual([
      expect.stringMatching(/blog\.category: options/),
    ]);
    expect(drift((f) => (field(f, "author").required = false))).toEqual([
      expect.stringMatching(/blog\.author: required in the schema, optional in the CMS/),
    ]);
    expect(drift((f) => f.push({ label: "Subtitle", name: "subtitle", widget: "string" }))).toEqual(
      [expect.stringMatching(/blog\.subtitle: the CMS writes a field the schema does not accept/)],
    );
    expect(drift((f) => f.splice(f.indexOf(field(f, "excerpt")), 1))).toEqual([
      expect.stringMatching(/blog\.excerpt: required by the schema but not in the CMS/),
    ]);
  });

  it("puts uploads in a media folder under public/ that the site serves", () => {
    expect(config.media_folder).toBe(`public${config.public_folder}`);
    expect(new RegExp(`^${escapeRe(config.public_folder)}/`).test("/media/uploads/x.png")).toBe(
      true,
    );
  });
});
