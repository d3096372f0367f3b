import { describe, expect, it } from "vitest";

import { planGrid } from "./grid-fill";

/** Cells left empty in the last row of a plan (0 when every row is full). */
function emptyCells(count: number, preferred: number) {
  const plan = planGrid(count, preferred);
  const spans = Array.from({ length: count }, (_, i) =>
    plan.lastRow > 0 && i >= count - plan.lastRow ? plan.lastRowSpan : plan.span,
  );
  const used = spans.reduce((a, b) => a + b, 0);
  return (plan.columns - (used % plan.columns)) % plan.columns;
}

describe("planGrid", () => {
  it("keeps the preferred count when the items fill its rows", () => {
    expect(planGrid(4, 4)).toMatchObject({ columns: 4, span: 1 });
    expect(planGrid(6, 3)).toMatchObject({ columns: 3, span: 1 });
  });

  it("drops one column when that fits exactly (six cards at four per row: two rows of three)", () => {
    expect(planGrid(6, 4)).toMatchObject({ columns: 3, span: 1 });
  });

  it("widens the last row instead of leaving a hole (five cards at three per row)", () => {
    expect(planGrid(5, 3)).toEqual({ columns: 6, span: 2, lastRowSpan: 3, lastRow: 2 });
  });

  it("never leaves an empty cell, whatever the count", () => {
    for (const preferred of [2, 3, 4])
      for (let n = 1; n <= 14; n++)
        expect(emptyCells(n, preferred), `${n} at ${preferred}`).toBe(0);
  });
});
