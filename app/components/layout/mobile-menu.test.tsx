import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { MobileMenu } from "~/components/layout/mobile-menu";

function setup() {
  // The menu lives in a layout that stays mounted across navigations, as in the site.
  const Layout = () => (
    <>
      <MobileMenu />
      <Outlet />
    </>
  );
  const Page = () => <Link to="/elsewhere">Elsewhere</Link>;
  const Stub = createRoutesStub([
    {
      Component: Layout,
      children: [
        { path: "/", Component: Page },
        { path: "/elsewhere", Component: () => <p>Elsewhere page</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("button", { name: "Open menu" });
}

describe("MobileMenu", () => {
  it("has an accessible toggle whose aria-expanded follows the panel", async () => {
    const toggle = setup();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("dialog", { name: "Site menu" })).toHaveAttribute("data-state", "open");
  });

  it("locks page scroll while open and unlocks when closed", async () => {
    const toggle = setup();
    await userEvent.click(toggle);
    expect(document.documentElement.style.overflow).toBe("hidden");
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(document.documentElement.style.overflow).toBe("");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const toggle = setup();
    await userEvent.click(toggle);
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes on Get Started and on navigation", async () => {
    const toggle = setup();
    await userEvent.click(toggle);
    fireEvent.click(screen.getByRole("link", { name: /Get Started/ }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Elsewhere" })));
    expect(await screen.findByText("Elsewhere page")).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("renders one exclusive section per navigation group", () => {
    setup();
    const sections = document.querySelectorAll("#mobile-menu details");
    expect(sections).toHaveLength(4);
    for (const d of sections) expect(d).toHaveAttribute("name", "mobile-nav");
  });

  it("moves focus to the close button in the next frame, not in the tap's task", async () => {
    const toggle = setup();
    // The click alone, without the frames a real click's timers would let run.
    act(() => toggle.click());
    const close = screen.getByRole("button", { name: "Close menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(close).not.toHaveFocus();
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
    expect(close).toHaveFocus();
  });

  it("keeps Tab inside the open panel", async () => {
    const toggle = setup();
    await userEvent.click(toggle);
    const close = screen.getByRole("button", { name: "Close menu" });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    const panel = screen.getByRole("dialog", { name: "Site menu" });
    expect(panel.contains(document.activeElement)).toBe(true);
  });
});
