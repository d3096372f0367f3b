// Tailwind's group variants as plain descendant selectors (decision 0077).
//
// Tailwind v4 writes `group-hover:underline` as `.group-hover\:underline:is(:where(.group):hover *)`.
// Chromium cannot narrow a state change on an element to the descendants such a rule can match:
// when an element's `data-state`, `:hover`, `:focus-within` or `[open]` changes, it restyles the
// element's whole subtree in full. Opening the phone menu (one `data-state` change on its panel)
// took 25-29 ms of style at 4x CPU under reduced motion; with the rules written
// `:where(.group):hover .group-hover\:underline` it takes 6-8 ms (with motion allowed, no measured
// difference). Both forms match the same elements with the same specificity (`:is()` counts its
// argument's, and the `*` counts nothing).
import type { Plugin } from "vite";

/**
 * `S:is(A *)` becomes `A S`, where S is a whole selector (or a nested rule's `&…`) and A is one
 * compound selector: no spaces or combinators outside its parentheses. Anything else is left as
 * it is, so a rule the rewrite would change the meaning of stays Tailwind's.
 */
const groupRule =
  /(?<=^|[{};,]\s*)([^\s{}();,>+~:]+(?:\\:[^\s{}();,>+~:]*)*):is\(((?:[^()\s,>+~]|\((?:[^()]|\([^()]*\))*\))+) \*\)(?=\s*[{,])/g;

export function flattenGroupSelectors(css: string): string {
  return css.replace(
    groupRule,
    (_all, subject: string, ancestor: string) => `${ancestor} ${subject}`,
  );
}

/** Rewrites the CSS Tailwind generates (after its own `pre` transform, before Vite's). */
export function groupSelectorsPlugin(): Plugin {
  return {
    name: "site:group-selectors",
    enforce: "pre",
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id)) return null;
      const out = flattenGroupSelectors(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
