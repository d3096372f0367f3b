// How fast a phone Lighthouse's CPU slowdown stands for on this machine (issue 18, decision
// 0056). Lighthouse's simulated throttling multiplies the main-thread time it observes by a
// constant slowdown, 4× by default. Its documentation (docs/throttling.md, "Calibrating the CPU
// slowdown") says that 4× puts a high-end desktop, benchmark index 1,500–2,000, in the mid-tier
// mobile bracket, and that a machine outside that range should scale the multiplier. The index
// measures throughput (higher is faster), so the slowdown that stands for the same phone grows
// in proportion to it. The bench prints the machine's index with what it means for its figures.

/** Lighthouse's default slowdown, and the range of benchmark indexes it is meant for. */
export const defaultSlowdown = 4;
const calibratedRange = { low: 1500, high: 2000 } as const;
/** The middle of that range: the machine the default slowdown describes best. */
const referenceIndex = (calibratedRange.low + calibratedRange.high) / 2;

/** The slowdown that stands for the default's phone on a machine of this benchmark index. */
export function slowdownFor(benchmarkIndex: number): number {
  return Math.round((defaultSlowdown * benchmarkIndex * 10) / referenceIndex) / 10;
}

/**
 * One sentence for the bench report: whether this machine's median index is in the range the
 * default slowdown assumes, and which `--cpu-slowdown` reads like the reference machine if not.
 */
export function calibrationNote(medianIndex: number, slowdown: number): string {
  if (!Number.isFinite(medianIndex)) return "Lighthouse reported no benchmark index.";
  const { low, high } = calibratedRange;
  const used = `The runs used a CPU slowdown of ${slowdown}×`;
  const suggested = slowdownFor(medianIndex);
  if (slowdown === defaultSlowdown && medianIndex >= low && medianIndex <= high)
    return `${used}, Lighthouse's default, meant for a machine of index ${low}–${high}: this one is in that range.`;
  const where = medianIndex > high ? "faster than" : medianIndex < low ? "slower than" : "within";
  return `${used}. This machine's median index, ${Math.round(medianIndex)}, is ${where} the ${low}–${high} the default ${defaultSlowdown}× is meant for. The slowdown that stands for the same phone as ${defaultSlowdown}× on a machine of index ${referenceIndex} is ${suggested}× (--cpu-slowdown ${suggested}).`;
}
