/**
 * Runs `run` in a task after the browser's next frame: an animation callback marks the frame,
 * and a timer started there fires once that frame has been drawn. An input handler that changes
 * what the visitor sees at once and leaves the rest here keeps that rest out of the input's
 * next paint, which is what Event Timing (and INP) measure. Returns a function
 * that cancels the call.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
