import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

import { withoutDisplayNames } from "./vite-router-display-names.ts";

describe("withoutDisplayNames", () => {
  it("drops React Router's top-level displayName assignments and nothing else", () => {
    const code = [
      "const NavLink = React.forwardRef(function NavLinkWithRef() {});",
      'NavLink.displayName = "NavLink";',
      'FetcherForm.displayName = "fetcher.Form";',
      'const label = "displayName";',
    ].join("\n");
    expect(withoutDisplayNames(code).split("\n")).toEqual([
      "const NavLink = React.forwardRef(function NavLinkWithRef() {});",
      "",
      "",
      'const label = "displayName";',
    ]);
  });

  it("finds them in the React Router in use (the build fails where none are left)", () => {
    const pkg = createRequire(import.meta.url).resolve("react-router/package.json");
    const lib = join(dirname(pkg), "dist/production/lib/dom/lib.js");
    const code = readFileSync(lib, "utf8");
    expect(code).toContain('NavLink.displayName = "NavLink";');
    expect(withoutDisplayNames(code)).not.toMatch(/^\s*\w+\.displayName = /m);
  });
});
