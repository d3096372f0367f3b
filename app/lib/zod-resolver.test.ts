import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { zodResolver } from "./zod-resolver";

const schema = z.object({
  name: z.pipe(
    z.string(),
    z.transform((v) => v.trim()),
  ),
  age: z.number().check(z.minimum(18, "Too young."), z.maximum(99, "Too old.")),
  address: z.object({ city: z.string().check(z.minLength(2, "City?")) }),
});
type Input = { name: string; age: number; address: { city: string } };
const options = { fields: {}, shouldUseNativeValidation: false };

describe("zodResolver", () => {
  const resolve = zodResolver<Input, z.output<typeof schema>>(schema);

  it("returns the parsed values and no errors when valid", async () => {
    const result = await resolve(
      { name: " Jo ", age: 30, address: { city: "Dover" } },
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { name: "Jo", age: 30, address: { city: "Dover" } },
      errors: {},
    });
  });

  it("returns the first message per field, nested by path, and no values", async () => {
    const result = await resolve({ name: "Jo", age: 5, address: { city: "" } }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      age: { type: "too_small", message: "Too young." },
      address: { city: { type: "too_small", message: "City?" } },
    });
  });
});
