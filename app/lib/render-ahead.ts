import { afterNextPaint } from "./after-next-paint";
import { whenIdle } from "./when-idle";

/** What may skip rendering while off screen, and so what renderAhead renders (app.css). */
export const skippableSelector = "main > section, .prose-part";

/**
 * The root's attribute that lays out everything that may skip rendering (app.css). A jump to a
 * position or an element far down needs the real heights above it: set it first. It stays set.
 */
export const fullLayoutAttribute = "data-full-layout";

/** Lays out the whole page from now on (`fullLayoutAttribute`), before a jump far down. */
export function layOutWholePage() {
  document.documentElement.setAttribute(fullLayoutAttribute, "");
}

/**
 * Renders, in the browser's idle time, the page's sections and the parts of a long body
 * (`.prose-part`, decision 0078) that it skips while they are off screen
 * (`content-visibility: auto`, app.css), one at a time in page order: each is made
 * visible and laid out in an idle callback (reading its height), rendered for one frame so the
 * browser records its real size (`contain-intrinsic-size: auto`), then set back to skipping.
 * Off screen, nothing is painted and nothing on screen moves; the browser keeps the layout.
 *
 * When the visitor scrolls, or jumps to the middle of the page, the sections that come near the
 * screen then only need painting, and the page already has its real height. Without this a
 * jump laid out three or four sections in one frame: 72–125 ms at 4× CPU on the home and
 * website pages, against 33–55 ms with it (decision 0052).
 *
 * Sets `data-rendered-ahead` on `<html>` to the number of sections rendered once all are done.
 * Returns a function that stops the run (the page changed), leaving no section visible.
 */
export function renderAhead(): () => void {
  const sections = [...document.querySelectorAll<HTMLElement>(skippableSelector)];
  let count = 0;
  let stop = whenIdle(next);
  function next() {
    const section = sections.shift();
    if (!section) {
      document.documentElement.dataset.renderedAhead = String(count);
      return;
    }
    if (!section.isConnected || !skipped(section)) {
      next();
      return;
    }
    const { style } = section;
    const inline = style.contentVisibility;
    const restore = () => {
      style.contentVisibility = inline;
    };
    style.contentVisibility = "visible";
    void section.offsetHeight; // its style and layout, in this idle callback
    count += 1;
    // After the frame that recorded its size.
    const cancel = afterNextPaint(() => {
      restore();
      stop = whenIdle(next);
    });
    stop = () => {
      cancel();
      restore();
    };
  }
  return () => stop();
}

/**
 * Whether the browser skips the section's content right now (`content-visibility: auto`, off
 * screen). One it already renders is left alone: forced to `visible`, its content counted as
 * moved from nowhere, a layout shift of up to 0.22 on pages with such a section on the first
 * screen (decision 0052). Where `checkVisibility` is missing, no section is touched.
 */
function skipped(section: HTMLElement): boolean {
  const content = section.firstElementChild;
  return (
    getComputedStyle(section).contentVisibility === "auto" &&
    content?.checkVisibility?.({ contentVisibilityAuto: true }) === false
  );
}
