import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";

/**
 * A react-hook-form resolver for a zod (mini) schema: on success the parsed (trimmed,
 * normalised) values, otherwise the first message per field, nested by the issue's path.
 * `Input` is what the form holds (it may be looser than the schema's input, e.g. "" for an
 * unchosen select), `Output` what the submit handler receives.
 */
export function zodResolver<Input extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, unknown>,
): Resolver<Input, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) path.push("root");
      let node = errors;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const leaf = path.at(-1)!;
      // The first issue for a field wins, so the spec's message is never replaced by a later one.
      node[leaf] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
