import { describe, expect, it } from "vitest";

import { compareText, formatIsoDate, toIsoDate } from "~/lib/dates";

describe("formatIsoDate", () => {
  it("spells the month and is independent of the time zone", () => {
    expect(formatIsoDate("2026-11-12")).toBe("November 12, 2026");
    expect(formatIsoDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("writes every day of a year as en-US Intl would", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatIsoDate(iso)).toBe(intl.format(date));
    }
  });
});

describe("toIsoDate", () => {
  it("gives the local calendar day, zero-padded", () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(toIsoDate(new Date(2026, 10, 23, 0, 0))).toBe("2026-11-23");
  });
});

describe("compareText", () => {
  it("orders ISO dates and words like a plain sort", () => {
    const dates = ["2026-11-12", "2025-01-30", "2026-02-01"];
    expect([...dates].sort(compareText)).toEqual([...dates].sort());
    expect(compareText("a", "a")).toBe(0);
    expect(compareText("b", "a")).toBe(1);
    expect(compareText("a", "b")).toBe(-1);
  });
});
