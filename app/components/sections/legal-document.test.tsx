import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { LegalDocument } from "~/components/sections/legal-document";
import { site } from "~/config/site";

const never = new Promise<string>(() => {});

describe("LegalDocument", () => {
  it("shows today's date as Last Updated (not the build date) and the contact block from config", () => {
    const body = { prerendered: "<h2>1. First</h2><p>Body text.</p>", load: () => never };
    render(<LegalDocument slug="terms" body={body} />);
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

  it("downloads the sections on a page the browser renders, showing their place meanwhile", async () => {
    let arrive = (_html: string) => {};
    const load = () => new Promise<string>((resolve) => (arrive = resolve));
    render(<LegalDocument slug="terms" body={{ prerendered: undefined, load }} />);
    expect(screen.getByText("Loading the document…")).toBeInTheDocument();
    arrive("<h2>1. Downloaded</h2>");
    expect(await screen.findByRole("heading", { level: 2, name: "1. Downloaded" })).toBeVisible();
  });

  it("reads the sections back from the prerendered page, downloading nothing", async () => {
    const page = document.createElement("div");
    page.setAttribute("data-adopt", "legal-terms");
    page.innerHTML = "<h2>1. From the page</h2>";
    document.body.append(page);
    let loads = 0;
    const load = () => (loads++, never);
    const { rerender } = render(
      <LegalDocument slug="terms" body={{ prerendered: undefined, load }} />,
    );
    page.remove();
    expect(screen.getByRole("heading", { level: 2, name: "1. From the page" })).toBeVisible();
    expect(loads).toBe(0);

    // The same template, kept across a client-side navigation to the other document.
    const other = () => Promise.resolve("<h2>1. The other document</h2>");
    rerender(<LegalDocument slug="privacy" body={{ prerendered: undefined, load: other }} />);
    expect(screen.queryByRole("heading", { level: 2, name: "1. From the page" })).toBeNull();
    expect(
      await screen.findByRole("heading", { level: 2, name: "1. The other document" }),
    ).toBeVisible();
  });

  it("renders a document shown before at once when the visitor comes back to it", async () => {
    const first = render(
      <LegalDocument
        slug="returned"
        body={{ prerendered: undefined, load: () => Promise.resolve("<h2>1. Seen before</h2>") }}
      />,
    );
    expect(await screen.findByRole("heading", { level: 2, name: "1. Seen before" })).toBeVisible();
    first.unmount();

    // Back to it: React Router restores the position in the commit that renders the page, so
    // the sections must be in that commit, not downloaded after it.
    let loads = 0;
    render(
      <LegalDocument
        slug="returned"
        body={{ prerendered: undefined, load: () => (loads++, never) }}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "1. Seen before" })).toBeVisible();
    expect(screen.queryByText("Loading the document…")).toBeNull();
    expect(loads).toBe(0);
  });
});
