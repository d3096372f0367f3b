import { describe, expect, it } from "vitest";

import { calibrationNote, slowdownFor } from "./cpu-calibration";

describe("CPU slowdown calibration", () => {
  it("scales Lighthouse's 4× in proportion to the benchmark index, from the middle of its range", () => {
    expect(slowdownFor(1750)).toBe(4);
    expect(slowdownFor(2655)).toBe(6.1);
    expect(slowdownFor(875)).toBe(2);
  });

  it("says nothing more than the setting when the machine is in the range the default is for", () => {
    expect(calibrationNote(1755, 4)).toBe(
      "The runs used a CPU slowdown of 4×, Lighthouse's default, meant for a machine of index 1500–2000: this one is in that range.",
    );
  });

  it("names a faster or slower machine and the slowdown that reads like the reference one", () => {
    expect(calibrationNote(2655, 4)).toContain("2655, is faster than the 1500–2000");
    expect(calibrationNote(2655, 4)).toContain("--cpu-slowdown 6.1");
    expect(calibrationNote(1200, 4)).toContain("is slower than");
    expect(calibrationNote(1200, 4)).toContain("--cpu-slowdown 2.7");
  });

  it("states a slowdown other than the default, even on a machine in range", () => {
    expect(calibrationNote(1750, 6)).toMatch(
      /^The runs used a CPU slowdown of 6×\. .*within the 1500–2000/,
    );
  });

  it("copes with a run that reported no index", () => {
    expect(calibrationNote(Number.NaN, 4)).toBe("Lighthouse reported no benchmark index.");
  });
});
