import { useContext, useLayoutEffect } from "react";
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLocation,
} from "react-router";

import { fullLayoutAttribute, layOutWholePage } from "~/lib/render-ahead";

/** Where React Router's scroll restoration keeps positions (its default `storageKey`). */
export const scrollPositionsKey = "react-router-scroll-positions";

/**
 * The inline script of React Router's `<ScrollRestoration>`, minus its `sessionStorage` read on a
 * fresh visit. Like React Router's, it runs as the parser reaches it, before the first paint:
 * - an entry without a key (a link from elsewhere, a typed URL) gets one, as React Router's
 *   history expects. React Router's script then reads `sessionStorage` for that brand-new random
 *   key, which cannot be there. That read is the page's first `sessionStorage` access, a round
 *   trip to the browser process inside the parser's task: in Chromium traces of `/company` at 1×
 *   React Router's script took 5.4 ms (median of 16 loads), this one 0.3 (of 14; decision 0041).
 *   This script stops there. It also keys the entry in a task of its own, after the parser's:
 *   `replaceState` updates the browser's history entry, 0.3–8.2 ms at 1× in traces. Hydration,
 *   which reads the key, starts after `load` and the first paint, so the key is there by then.
 *   The entry gets React Router's index too (`idx: 0`, what its history gives an entry without
 *   one): otherwise React Router's history makes a second `replaceState` for it inside the
 *   hydration task, 0.5–6.7 ms at 1× in traces of an article (decision 0046);
 * - an entry with a key (a reload, back or forward from another site) jumps to the position
 *   React Router saved for it when the page was left. A jump: React Router's `scrollTo(0, y)`
 *   follows the page's `scroll-behavior: smooth`, so it started an animation that the page's
 *   load cut short, and the visitor saw the top of the page until hydration scrolled again.
 *   The position is a number of pixels from the top, so the jump needs the page's real height
 *   above it (decision 0079):
 *   - the script sets `data-full-layout` first, as ScrollLink does: every section and part is
 *     laid out, instead of the skipped ones standing at their estimated heights (app.css). Without
 *     it, y = 3,000 on an article at 390 px fell in the footer of a 4,000 px page, and scroll
 *     anchoring kept the footer in view as the body rendered above it;
 *   - it takes scroll restoration from the browser for this load (`manual`; React Router handed
 *     it back on `pagehide`), whose own retries moved the page again as sections rendered;
 *   - it turns scroll anchoring off until the page has loaded with its fonts: a heading that
 *     wraps to more lines in the fallback font puts everything below it lower at the first jump,
 *     and anchoring then followed that text when the font came, away from the saved position;
 *   - it jumps again once the page has loaded and its fonts are ready, unless the visitor has
 *     scrolled, pressed or typed since.
 *   A position of 0 needs none of this: the page is there already.
 */
export const restoreScrollScript = `(function(k){var s=history.state;if(!s||!s.key){setTimeout(function(){history.state&&history.state.key||history.replaceState({key:Math.random().toString(32).slice(2),idx:0},"")});return}try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(!(y>0))return;history.scrollRestoration="manual";var d=document.documentElement,m=0,v=["wheel","touchstart","keydown","pointerdown"],o={capture:!0,passive:!0},f=function(){m=1},j=function(){scrollTo({top:y,behavior:"instant"})};d.setAttribute(${JSON.stringify(fullLayoutAttribute)},"");d.style.overflowAnchor="none";v.forEach(function(e){addEventListener(e,f,o)});j();addEventListener("load",function(){var r=document.fonts;(r?r.ready:Promise.resolve()).then(function(){v.forEach(function(e){removeEventListener(e,f,o)});m||j();d.style.removeProperty("overflow-anchor");d.style.length||d.removeAttribute("style")})},{once:!0})}catch(e){console.error(e);sessionStorage.removeItem(k)}})(${JSON.stringify(scrollPositionsKey)})`;

/** For React Router's own scrolls only: the root's `scroll-behavior: smooth` is for in-page links. */
function jumpScrolls() {
  const root = document.documentElement;
  root.style.scrollBehavior = "auto";
  // `window.scrollTo(0, 0)` skips the style update other scrolls make, and would read the root's
  // `smooth` from before: bring the root's style up to date now (the frame would do it anyway).
  void getComputedStyle(root).scrollBehavior;
}
function glideScrolls() {
  const root = document.documentElement;
  root.style.removeProperty("scroll-behavior");
  if (!root.style.length) root.removeAttribute("style");
}

/**
 * React Router's `<ScrollRestoration>` with the script above: the same hook (positions saved on
 * `pagehide`, restored on back and forward, top of page on a new client-side navigation), the
 * same script element in the same place, rendered on both sides like React Router's.
 *
 * The hook scrolls in its layout effects, with `window.scrollTo` and `scrollIntoView`, which follow
 * the root's `scroll-behavior: smooth` (app.css, for in-page links). So a page reached from far
 * down another one appeared there and glided to its top over about 40 frames, and back glided
 * down from the top. Layout effects run in the order they are declared: the two around the hook
 * make its scrolls jumps, as a new page's first frame should show its top.
 *
 * Back and forward restore a number of pixels, as the inline script does on a reload, and the
 * page React has just rendered has its far sections skipped at estimated heights: the whole page
 * is laid out first (`data-full-layout`, as ScrollLink does), or back to an article read at
 * y = 3,000 on a phone landed in its footer (decision 0079).
 */
export function ScrollRestoration() {
  // The hook scrolls when the location changes (with it, what to restore): only then, not on
  // each of its renders (a navigation's loading state, say), does the root's style change.
  const location = useLocation();
  const saved = useContext(DataRouterStateContext)?.restoreScrollPosition;
  const restoring = typeof saved === "number" && saved > 0;
  useLayoutEffect(jumpScrolls, [location]);
  useLayoutEffect(() => {
    if (restoring) layOutWholePage();
  }, [location, restoring]);
  useScrollRestoration({ storageKey: scrollPositionsKey });
  useLayoutEffect(glideScrolls, [location]);
  // The script's text is the prerender's alone: it has run by the time the page hydrates, and
  // React leaves an element's inner HTML as the page has it when hydrating, so the browser's
  // bundle does without the text (0.3 KB brotli of every page's JavaScript).
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreScrollScript : "" }}
    />
  );
}
