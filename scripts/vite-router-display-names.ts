// React Router's production files name their components and contexts for React DevTools at the
// top level: `NavLink.displayName = "NavLink";`. A property written at the top of a module is a
// side effect to the bundler, so each named component stays in the bundle whether the app uses
// it or not (NavLink, Form, HistoryRouter: about 0.9 KB brotli on every page). This plugin
// drops those assignments from React Router's production files in the browser build; the
// components keep their function names, and nothing but DevTools reads `displayName`. The
// build fails if none are found, so a release that changes them is looked at (decision 0034).
import type { Plugin } from "vite";

const FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;
const ASSIGNMENT = /^\s*[\w$]+\.displayName = "[\w.]+";$/gm;

/** A module of React Router without its top-level `displayName` assignments (each left as an empty line). */
export function withoutDisplayNames(code: string): string {
  return code.replace(ASSIGNMENT, "");
}

export function routerDisplayNamesPlugin(): Plugin {
  let seen = 0;
  return {
    name: "tideline:router-display-names",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !FILE.test(id)) return null;
      const out = withoutDisplayNames(code);
      if (out === code) return null;
      seen++;
      return { code: out, map: null };
    },
    buildEnd() {
      if (this.environment?.name === "client" && seen === 0)
        this.error(
          "vite-router-display-names: no displayName assignment found in React Router's production files; its output changed (docs/decisions/0034)",
        );
    },
  };
}
