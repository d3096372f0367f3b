import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CountUp, formatNumber } from "~/components/motion/count-up";

describe("formatNumber", () => {
  it("groups thousands with ',' and uses '.' for decimals", () => {
    expect(formatNumber(2847, 0)).toBe("2,847");
    expect(formatNumber(1234567.891, 2)).toBe("1,234,567.89");
    expect(formatNumber(8.2, 1)).toBe("8.2");
    expect(formatNumber(0, 0)).toBe("0");
  });
});

describe("CountUp", () => {
  it("renders the final value for the prerendered HTML and for screen readers", () => {
    render(<CountUp end={8.2} decimals={1} prefix="$" suffix="M" />);
    expect(screen.getByText("$8.2M", { selector: ".sr-only" })).toBeInTheDocument();
  });
});
