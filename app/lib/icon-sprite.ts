import spriteUrl from "virtual:icon-sprite";

/**
 * The page's own sprite: the `<svg data-icon-sprite>` the root layout prerenders first in the
 * body, holding the symbols that page's icons use (scripts/page-sprite.ts). Created if missing:
 * a fresh render of the document (the 404 files at another route's address) or the editor's
 * preview frame has none.
 */
function pageSprite(doc: Document): Element {
  const found = doc.querySelector("svg[data-icon-sprite]");
  if (found) return found;
  const svg = doc.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("data-icon-sprite", "");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("style", "display:none");
  // Last, not first: the editor's preview frame renders into its body's first element.
  doc.body.append(svg);
  return svg;
}

/**
 * Adds to the document every symbol of the sprite file it does not hold yet, so the icons of the
 * pages shown after this one (client-side navigation) have their symbols. Run once the page is
 * idle after hydration: each prerendered page already carries its own. Returns
 * how many symbols it added.
 */
export async function completeIconSprite(doc: Document = document, url = spriteUrl) {
  const response = await fetch(url);
  if (!response.ok) return 0;
  const file = new DOMParser().parseFromString(await response.text(), "image/svg+xml");
  const missing = [...file.querySelectorAll("symbol")].filter((s) => !doc.getElementById(s.id));
  pageSprite(doc).append(...missing.map((s) => doc.importNode(s, true)));
  return missing.length;
}
