import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import type * as ReactModule from "react";
import type * as ReactDomClient from "react-dom/client";
import { describe, expect, it, vi } from "vitest";

import { sentinels, withoutSentinelStacks } from "./vite-react-sentinels.ts";

const require = createRequire(import.meta.url);
const inPackage = (name: string, path: string) =>
  join(dirname(require.resolve(`${name}/package.json`)), path);
const source = readFileSync(inPackage("react-dom", "cjs/react-dom-client.production.js"), "utf8");

// The production builds React DOM's production client expects (Vitest's own are development).
const production: Record<string, string> = {
  react: inPackage("react", "cjs/react.production.js"),
  "react-dom": inPackage("react-dom", "cjs/react-dom.production.js"),
  scheduler: inPackage("scheduler", "cjs/scheduler.production.js"),
};
const requireProduction = (name: string) => require(production[name] ?? name) as unknown;
const React = requireProduction("react") as typeof ReactModule;

/** Evaluates React DOM's client as CommonJS, counting the errors it builds while it does. */
function evaluate(code: string) {
  let created = 0;
  const CountingError = new Proxy(Error, {
    apply: (target, self, args: unknown[]) => (created++, Reflect.apply(target, self, args)),
    construct: (target, args: unknown[]) => (created++, Reflect.construct(target, args)),
  });
  const module = { exports: {} as typeof ReactDomClient };
  new Function("module", "exports", "require", "Error", code)(
    module,
    module.exports,
    requireProduction,
    CountingError,
  );
  return { client: module.exports, created };
}

describe("React DOM's sentinel errors", () => {
  it("are the five React's file builds at its top level, each replaced", () => {
    const out = withoutSentinelStacks(source);
    for (const name of sentinels) {
      expect(source).toMatch(new RegExp(`${name} = Error\\(formatProdErrorMessage\\(\\d+\\)\\)`));
      expect(out).not.toMatch(new RegExp(`${name} = Error\\(`));
    }
    expect(out).toContain(
      "SuspenseException = Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(460) })",
    );
  });

  it("are built without an Error (no stack captured) when the module is evaluated", () => {
    expect(evaluate(source).created).toBe(sentinels.length);
    expect(evaluate(withoutSentinelStacks(source)).created).toBe(0);
  });

  it("still unwind a suspended render, which then completes", async () => {
    const { client } = evaluate(withoutSentinelStacks(source));
    let resolve!: (text: string) => void;
    const text = new Promise<string>((done) => (resolve = done));
    const h = React.createElement;
    const Text = () => h("p", null, React.use(text));
    const container = document.createElement("div");
    const root = client.createRoot(container);
    root.render(h(React.Suspense, { fallback: h("p", null, "waiting") }, h(Text)));
    await vi.waitFor(() => expect(container.textContent).toBe("waiting"));
    resolve("arrived");
    await vi.waitFor(() => expect(container.textContent).toBe("arrived"));
    root.unmount();
  });

  it("fails the build when React's file changes shape", () => {
    expect(() => withoutSentinelStacks("var x = 1;")).toThrow(
      /HydrationMismatchException is built 0 times/,
    );
  });
});
