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

/** Taps the toggle and waits for the open menu's render, which follows the tap's next frame. */
async function openMenu(toggle: HTMLElement) {
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "true"));
}

describe("MobileMenu", () => {
  it("has an accessible toggle whose aria-expanded follows the panel", async () => {
    const toggle = setup();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await openMenu(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("dialog", { name: "Site menu" })).toHaveAttribute("data-state", "open");
  });

  it("locks page scroll while open and unlocks when closed", async () => {
    const toggle = setup();
    await openMenu(toggle);
    // The lock is an effect of the open render, which a timer starts after the tap's frame: React
    // can commit `aria-expanded` before it runs that effect, so wait for the lock as well.
    await waitFor(() => expect(document.documentElement.style.overflow).toBe("hidden"));
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(document.documentElement.style.overflow).toBe("");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const toggle = setup();
    await openMenu(toggle);
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes on Get Started and on navigation", async () => {
    const toggle = setup();
    await openMenu(toggle);
    fireEvent.click(screen.getByRole("link", { name: /Get Started/ }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await openMenu(toggle);
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

  it("shows the panel in the tap's task and renders the open menu after the next frame", async () => {
    const toggle = setup();
    const panel = screen.getByRole("dialog", { name: "Site menu", hidden: true });
    // The click alone, without the frames a real click's timers would let run.
    act(() => toggle.click());
    expect(panel).toHaveAttribute("data-state", "open");
    expect(panel.inert).toBe(false);
    // React has not rendered yet: the tap's task held the panel's state and nothing more.
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.documentElement.style.overflow).toBe("");
    const close = screen.getByRole("button", { name: "Close menu" });
    expect(close).not.toHaveFocus();
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.documentElement.style.overflow).toBe("hidden");
    // The close button takes focus in the frame after that render.
    expect(close).not.toHaveFocus();
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
    expect(close).toHaveFocus();
  });

  it("puts the panel back when a navigation comes before the open menu's render", async () => {
    const toggle = setup();
    const panel = screen.getByRole("dialog", { name: "Site menu", hidden: true });
    act(() => toggle.click());
    expect(panel).toHaveAttribute("data-state", "open");
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Elsewhere" })));
    expect(await screen.findByText("Elsewhere page")).toBeInTheDocument();
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 20))));
    expect(panel).toHaveAttribute("data-state", "closed");
    expect(panel.inert).toBe(true);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps Tab inside the open panel", async () => {
    const toggle = setup();
    await openMenu(toggle);
    const close = screen.getByRole("button", { name: "Close menu" });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    const panel = screen.getByRole("dialog", { name: "Site menu" });
    expect(panel.contains(document.activeElement)).toBe(true);
  });
});
