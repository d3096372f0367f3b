// V8's explicit compile hint on the shell chunk (decision 0082).
//
// Without a hint V8 compiles a function on the main thread the first time it runs: during the
// shell's evaluation and React's hydration, in the very tasks the bench counts as blocking.
// Chromium 136 and later compile every function of a script eagerly, on the thread that streams
// the script off the network, when it starts with this comment. The shell (React, React DOM,
// React Router, the layout) runs most of its functions on every page load, so its compilation can
// move off the main thread. Only the shell: lazy chunks run few of their functions at first, and
// eager compilation of code that never runs costs memory and background time for nothing.
import type { Plugin } from "vite";

/** V8's magic comment: compile every function of this script eagerly, while streaming it. */
export const compileHint = "//# allFunctionsCalledOnLoad";

/** The chunk's code with the hint as its first line if it is the shell (scripts/vite-shell-chunk.ts). */
export function withCompileHint(name: string, code: string): string {
  return name === "shell" && !code.startsWith(compileHint) ? `${compileHint}\n${code}` : code;
}

/**
 * Puts the hint on the shell once the bundle is final: after minification, which drops comments,
 * and after Vite's own code goes in at the top of the chunk (its `__vite__mapDeps` table).
 */
export function compileHints(): Plugin {
  return {
    name: "tideline:compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === "chunk") file.code = withCompileHint(file.name, file.code);
      },
    },
  };
}
