import { describe, expect, expectTypeOf, it } from "vitest";

import type { IconName } from "./icons";
import { type Benefit, benefitSchema, iconName } from "./schema";

describe("icon names in content", () => {
  it("accepts an icon of the sprite, typed as IconName by z.infer (no cast, no patch)", () => {
    const parsed = benefitSchema.parse({
      icon: "workflow",
      title: "Hand-offs",
      description: "Work moves itself between tools.",
    });
    expect(parsed.icon).toBe("workflow");
    // Checked by `npm run typecheck`: the inferred record carries the sprite's name type.
    expectTypeOf(parsed.icon).toEqualTypeOf<IconName>();
    expectTypeOf<Benefit["icon"]>().toEqualTypeOf<IconName>();
  });

  it("rejects a name the sprite does not have, and anything that is not a string", () => {
    expect(iconName.safeParse("not-an-icon").success).toBe(false);
    expect(iconName.safeParse("toString").success).toBe(false);
    expect(iconName.safeParse(42).success).toBe(false);
  });
});
