/**
 * Grids fill their rows (DESIGN): the column count on large screens comes from the item count.
 * An exact fit at the preferred count (or one fewer, if that is still 3 or more) wins; otherwise
 * the last row's items widen to fill it (five cards: three, then two at half the row each).
 */
type GridPlan = { columns: number; span: number; lastRowSpan: number; lastRow: number };

export function planGrid(count: number, preferred: number): GridPlan {
  for (const c of [preferred, preferred - 1]) {
    if (c >= 2 && (c >= 3 || c === preferred) && count % c === 0)
      return { columns: c, span: 1, lastRowSpan: 1, lastRow: 0 };
  }
  const candidates = [preferred, preferred - 1].filter((c) => c >= 2 && c <= count);
  const best = candidates.reduce((a, b) => ((count % b) / b > (count % a) / a ? b : a), preferred);
  const r = count % best;
  if (count <= best || r === 0) return { columns: count, span: 1, lastRowSpan: 1, lastRow: 0 };
  return { columns: best * r, span: r, lastRowSpan: best, lastRow: r };
}

/** Literal class names, so Tailwind sees every one it may need. */
export const lgCols: Record<number, string> = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
  8: "lg:grid-cols-8",
  12: "lg:grid-cols-12",
};
const lgSpan: Record<number, string> = {
  1: "lg:col-span-1",
  2: "lg:col-span-2",
  3: "lg:col-span-3",
  4: "lg:col-span-4",
};

/** Classes for item `i`: its span on large screens, and a full row on tablets for an odd last one. */
export function itemSpan(plan: GridPlan, i: number, count: number) {
  const inLastRow = plan.lastRow > 0 && i >= count - plan.lastRow;
  const tabletOrphan = count % 2 === 1 && i === count - 1 ? "sm:col-span-2" : "";
  return [tabletOrphan, lgSpan[inLastRow ? plan.lastRowSpan : plan.span]].join(" ").trim();
}
