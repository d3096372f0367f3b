import { useEffect, useEffectEvent, useState } from "react";

/** The attribute that marks an element whose prerendered content the browser keeps as it is. */
export const adoptAttribute = "data-adopt";

/** The inner HTML of the element marked `data-adopt={key}` in the page now, if there is one. */
function inDocument(key: string): string | undefined {
  if (import.meta.env.SSR) return undefined;
  return document.querySelector(`[${adoptAttribute}="${CSS.escape(key)}"]`)?.innerHTML;
}

/**
 * The inner HTML the prerender put in the element marked `data-adopt={key}`, read once when the
 * component first renders in the browser. Render it back with `dangerouslySetInnerHTML` on the
 * same element: React then hydrates that element alone and leaves its content as the page has
 * it, so content that never changes costs no components, no fibers and no hydration work.
 *
 * Undefined when there is nothing to adopt: in the prerender itself, and on a page the browser
 * rendered (no such element). The caller then renders the content itself, the same markup the
 * prerender made. Keys are unique in the document.
 */
export function useAdoptedHtml(key: string): string | undefined {
  // Only the first key is the prerender's: a component kept across a client-side navigation
  // (the same route template for another page) renders the new content itself.
  const [adopted] = useState(() => ({ key, html: inDocument(key) }));
  return adopted.key === key ? adopted.html : undefined;
}

/**
 * The bodies this page has shown, by key, read from the prerendered page or downloaded. Back or
 * forward to one renders it in the same commit as the rest of the page: React Router restores
 * the position in that commit's layout effects, and a body still downloading then left the page
 * too short, so back to an article read far down landed in its footer (decision 0079).
 */
const shown = new Map<string, string>();

/**
 * Build-produced HTML kept out of the browser bundle (an article's or a legal page's body): the
 * prerender passes it as `prerendered`; a page loaded from its prerendered HTML reads it from
 * the element marked `data-adopt={key}`, downloading nothing; a page the browser renders calls
 * `load` and gets undefined until it arrives. A failed download (a chunk gone after a deploy)
 * loads the prerendered page instead. The element renders it with `dangerouslySetInnerHTML`.
 */
export function useLazyHtml(
  key: string,
  prerendered: string | undefined,
  load: () => Promise<string>,
): string | undefined {
  // Kept with its key: the same component can show another body after a client-side
  // navigation (one route template for several pages), and must not show the last one's.
  const [body, setBody] = useState(() => ({
    key,
    html: prerendered ?? inDocument(key) ?? shown.get(key),
  }));
  const html = body.key === key ? body.html : (prerendered ?? shown.get(key));
  const download = useEffectEvent(load);
  useEffect(() => {
    if (html !== undefined) {
      if (html !== prerendered) shown.set(key, html);
      return;
    }
    let live = true;
    download().then(
      (loaded) => live && setBody({ key, html: loaded }),
      () => live && window.location.reload(),
    );
    return () => {
      live = false;
    };
  }, [key, html, prerendered]);
  return html;
}
