// React DOM's client creates five sentinel errors when its module is first evaluated
// (`var SuspenseException = Error(formatProdErrorMessage(460))` and four others). React only
// throws them to unwind a render and compares them by identity; nobody reads their stack.
//
// Creating an Error captures a stack trace. With DevTools attached, as in every Lighthouse run,
// V8 records that trace with line and column numbers, and the frame on the stack is Rolldown's
// wrapper around the whole 200 KB CommonJS file: V8 parses all of it again to find the column.
// At 4× CPU that reparse took 35–56 ms inside the task that evaluates the app after `load`
// (`V8.CollectSourcePositions` in the trace), about half of that task. Decision 0029.
//
// This plugin builds those five errors without a stack: an object whose prototype is
// `Error.prototype`, with the same message. `instanceof Error`, `name`, `message` and identity
// are as before. The build fails if React's file no longer has exactly these five, so an upgrade
// that changes them is looked at instead of silently keeping the cost.
import type { Plugin } from "vite";

const FILE = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

export const sentinels = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
];

export function withoutSentinelStacks(code: string): string {
  let out = code;
  for (const name of sentinels) {
    const created = new RegExp(
      `^( {0,2}(?:var )?${name} = )Error\\((formatProdErrorMessage\\(\\d+\\))\\)`,
      "gm",
    );
    const found = out.match(created)?.length ?? 0;
    if (found !== 1)
      throw new Error(
        `vite-react-sentinels: ${name} is built ${found} times at the top of React DOM's client, expected once; React's file changed (docs/decisions/0029)`,
      );
    out = out.replace(
      created,
      (_, head: string, message: string) =>
        `${head}Object.assign(Object.create(Error.prototype), { message: ${message} })`,
    );
  }
  return out;
}

export function reactSentinelsPlugin(): Plugin {
  return {
    name: "tideline:react-sentinels",
    apply: "build",
    transform(code, id) {
      if (!FILE.test(id)) return null;
      return { code: withoutSentinelStacks(code), map: null };
    },
  };
}
