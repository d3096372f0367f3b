import { describe, expect, it } from "vitest";

import { compileHint, withCompileHint } from "./vite-compile-hints.ts";

describe("withCompileHint", () => {
  it("puts V8's compile hint as the shell's first line, once", () => {
    expect(compileHint).toBe("//# allFunctionsCalledOnLoad");
    const code = "const __vite__mapDeps=0;\nimport{n}from'./x.js';";
    expect(withCompileHint("shell", code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint("shell", withCompileHint("shell", code))).toBe(
      withCompileHint("shell", code),
    );
  });

  it("leaves every other chunk as it is", () => {
    for (const name of ["entry.client", "root", "home", "audit-request-form", "manifest"])
      expect(withCompileHint(name, "export{}")).toBe("export{}");
  });
});
