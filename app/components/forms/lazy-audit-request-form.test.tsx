import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { LazyAuditRequestForm } from "./lazy-audit-request-form";

describe("LazyAuditRequestForm", () => {
  it("after a client-side navigation shows a placeholder, then the live form", async () => {
    await act(async () => {
      render(<LazyAuditRequestForm id="audit-form" />);
    });
    expect(screen.getByText("Loading the audit form…")).toHaveAttribute("aria-busy", "true");
    // The form suspends on its code's import: React retries inside act() once it has arrived.
    await act(() => import("./audit-request-form"));
    expect(screen.getByRole("button", { name: "Get My Free Audit" })).toBeInTheDocument();
    expect(screen.queryByText("Loading the audit form…")).toBeNull();
    // Marked live once the service options have mounted too (they follow in a commit of their own).
    await waitFor(() =>
      expect(document.getElementById("audit-form")).toHaveAttribute("data-ready"),
    );
  });
});
