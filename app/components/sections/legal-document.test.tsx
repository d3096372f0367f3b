import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { LegalDocument } from "~/components/sections/legal-document";
import { site } from "~/config/site";

describe("LegalDocument", () => {
  it("shows today's date as Last Updated (not the build date), the sections and the contact block from config", () => {
    render(<LegalDocument html="<h2>1. First</h2><p>Body text.</p>" />);
    const today = new Date().toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    expect(screen.getByTestId("last-updated")).toHaveTextContent(`Last Updated: ${today}`);
    expect(screen.getByRole("heading", { level: 2, name: "1. First" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(screen.getByText(site.address.street, { exact: false })).toBeInTheDocument();
  });
});
