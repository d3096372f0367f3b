import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { HeroPanel, PanelRows } from "./hero-panel";

function renderAt(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("HeroPanel", () => {
  it("captions its figure and links down to the section it sums up", () => {
    renderAt(
      <HeroPanel
        title="Open roles"
        badge="4 hiring now"
        more={{ label: "See the roles", to: "#openings" }}
      >
        <p>body</p>
      </HeroPanel>,
    );
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("figcaption")).toHaveTextContent("Open roles");
    expect(within(figure).getByText("4 hiring now")).toBeInTheDocument();
    // An in-page jump is a plain anchor (works without JavaScript), not a router navigation.
    expect(screen.getByRole("link", { name: "See the roles" })).toHaveAttribute(
      "href",
      "#openings",
    );
  });

  it("renders rows as links where they have a target, numbered when asked", () => {
    renderAt(
      <PanelRows
        numbered
        rows={[
          {
            title: "Reading Your Statements",
            detail: "Live virtual",
            tag: "2 sessions",
            to: "#courses",
          },
          { title: "Pricing for Profit", tag: "1 day", to: "/education/financial-courses" },
          { title: "No link here" },
        ]}
      />,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "#courses",
      "/education/financial-courses",
    ]);
    expect(links[0]).toHaveTextContent("Reading Your StatementsLive virtual2 sessions");
    expect(within(list).getByText("No link here").closest("a")).toBeNull();
  });
});
