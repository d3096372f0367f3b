import { describe, expect, it } from "vitest";

import { flattenGroupSelectors } from "./vite-group-selectors.ts";

describe("flattenGroupSelectors", () => {
  it("writes Tailwind's group variants as descendant selectors", () => {
    expect(
      flattenGroupSelectors(
        ".group-data-\\[state\\=open\\]\\:rotate-180:is(:where(.group)[data-state=open] *){rotate:180deg}",
      ),
    ).toBe(
      ":where(.group)[data-state=open] .group-data-\\[state\\=open\\]\\:rotate-180{rotate:180deg}",
    );
    expect(
      flattenGroupSelectors(
        "@media (hover:hover){.group-hover\\/item\\:visible:is(:where(.group\\/item):hover *){visibility:visible}}",
      ),
    ).toBe(
      "@media (hover:hover){:where(.group\\/item):hover .group-hover\\/item\\:visible{visibility:visible}}",
    );
    expect(
      flattenGroupSelectors(
        ".group-open\\:rotate-180:is(:where(.group):is([open],:popover-open,:open) *){rotate:180deg}",
      ),
    ).toBe(":where(.group):is([open],:popover-open,:open) .group-open\\:rotate-180{rotate:180deg}");
  });

  it("rewrites a nested rule's own selector", () => {
    expect(flattenGroupSelectors(".a{&:is(:where(.group):hover *){color:red}}")).toBe(
      ".a{:where(.group):hover &{color:red}}",
    );
  });

  it("leaves selectors whose meaning the rewrite would change", () => {
    for (const css of [
      // the subject is not the whole selector
      ".nav .x:is(:where(.group):hover *){color:red}",
      // the ancestor is not one compound
      ".x:is(.a .b *){color:red}",
      ".x:is(.a>.b *){color:red}",
      // not a descendant of the group
      ".x:is(:where(.group):hover){color:red}",
      ".x:is(:where(.peer):hover ~ *){color:red}",
    ])
      expect(flattenGroupSelectors(css)).toBe(css);
  });
});
