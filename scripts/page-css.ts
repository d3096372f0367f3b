// Per-page CSS (issue 18). Every prerendered page inlines the site's stylesheet; this keeps only
// the rules the page's own HTML can use. A style rule stays if one of its selectors names only
// classes the page's HTML carries (classes inside :not(…) do not count: they need not be there);
// rules without classes (the base layer, :root and theme variables, @font-face, @property,
// @keyframes, the properties layer) always stay. The whole stylesheet is also a cached file that
// app/entry.client.tsx loads before hydrating when the page's <style> is marked data-page-css, so
// classes that only JavaScript adds (lazy menus, the live audit form, toasts, a page reached by
// client-side navigation) are styled. Off unless the build runs with PAGE_CSS=1 (measured: no
// FCP/LCP win, one more full style recalculation after load).
// See docs/decisions/0015-selective-hydration-and-css.md.

/** Splits CSS into top-level blocks: { prelude, body } (body null for `@x …;` statements). */
type Block = { prelude: string; body: string | null; comment?: boolean };

function blocks(css: string): Block[] {
  const out: Block[] = [];
  let i = 0;
  while (i < css.length) {
    const start = i;
    // prelude: up to `{` or `;` outside strings and comments
    let quote: string | null = null;
    while (i < css.length) {
      const c = css[i];
      if (quote) {
        if (c === "\\") i++;
        else if (c === quote) quote = null;
      } else if (c === "\\") i++;
      else if (c === '"' || c === "'") quote = c;
      else if (c === "/" && css[i + 1] === "*") {
        const end = css.indexOf("*/", i + 2);
        i = end < 0 ? css.length : end + 1;
      } else if (c === "{" || c === ";") break;
      i++;
    }
    const prelude = css.slice(start, i).trim();
    if (i >= css.length) {
      if (prelude) out.push({ prelude, body: null, comment: true });
      break;
    }
    if (css[i] === ";") {
      out.push({ prelude, body: null });
      i++;
      continue;
    }
    // body: to the matching `}`
    let depth = 1;
    const bodyStart = ++i;
    quote = null;
    while (i < css.length && depth) {
      const c = css[i];
      if (quote) {
        if (c === "\\") i++;
        else if (c === quote) quote = null;
      } else if (c === "\\") i++;
      else if (c === '"' || c === "'") quote = c;
      else if (c === "{") depth++;
      else if (c === "}") depth--;
      i++;
    }
    out.push({ prelude, body: css.slice(bodyStart, i - 1) });
  }
  return out;
}

const GROUPING = /^@(media|supports|layer|container|scope|starting-style)\b/;

/** Top-level comma split (not inside parentheses or brackets). */
function selectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && !depth) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

const unescapeCss = (s: string) =>
  s.replace(/\\([0-9a-fA-F]{1,6}\s?|[^])/g, (_, e: string) =>
    /^[0-9a-fA-F]/.test(e) && e.trim().length > 1
      ? String.fromCodePoint(parseInt(e.trim(), 16))
      : e,
  );

/** The class names a selector needs (outside :not(…)). */
export function classesOf(selector: string): string[] {
  const plain = selector.replace(/:not\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, "");
  return [...plain.matchAll(/\.((?:\\[^]|[\w-]|[^\p{ASCII}])+)/gu)].map((m) => unescapeCss(m[1]!));
}

function prune(css: string, has: Set<string>): string {
  let out = "";
  for (const b of blocks(css)) {
    if (b.comment) continue;
    if (b.body === null) {
      if (b.prelude.startsWith("/*")) continue;
      out += b.prelude + ";";
    } else if (GROUPING.test(b.prelude)) {
      const inner = prune(b.body, has);
      if (inner) out += `${b.prelude}{${inner}}`;
    } else if (b.prelude.startsWith("@")) {
      out += `${b.prelude}{${b.body}}`; // @font-face, @property, @keyframes, @page
    } else {
      const prelude = b.prelude.replace(/^\/\*[\s\S]*?\*\//, "").trim();
      const used = selectors(prelude).some((s) => classesOf(s).every((c) => has.has(c)));
      if (used) out += `${prelude}{${b.body}}`;
    }
  }
  return out;
}

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The class names an HTML document carries. */
export function htmlClasses(html: string): Set<string> {
  const has = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const c of decode(m[1]!).split(/\s+/)) if (c) has.add(c);
  return has;
}

/** The rules of `css` that the HTML's classes can use. */
export function pageCss(css: string, html: string): string {
  const kept = prune(css, htmlClasses(html));
  // @property and @keyframes that nothing left on the page names (neither a kept rule nor the
  // HTML, e.g. an inline style) go too.
  const refs =
    kept
      .replace(/@property [\w-]+\{[^}]*\}/g, "")
      .replace(/@layer properties\{(?:[^{}]|\{(?:[^{}]|\{[^}]*\})*\})*\}/, "") + html;
  const rest = (block: string) => refs.replace(block, "");
  return kept
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (block: string, name: string) =>
      rest(block).includes(name) ? block : "",
    )
    .replace(/@keyframes ([\w-]+)\{(?:[^{}]|\{[^}]*\})*\}/g, (block: string, name: string) =>
      new RegExp(`[^\\w-]${name}(?![\\w-])`).test(rest(block)) ? block : "",
    );
}

/** Replaces the page's inline stylesheet with the part it uses; returns the new HTML. */
export function inlinePageCss(html: string): string {
  const match = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (!match) return html;
  const page = pageCss(match[1]!, html.replace(match[0], ""));
  return html.replace(match[0], () => `<style data-page-css="">${page}</style>`);
}
