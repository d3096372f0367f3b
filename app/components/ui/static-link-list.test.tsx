import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { StaticLinkList } from "~/components/ui/static-link-list";

const links = [
  { href: "/", title: "Home" },
  { href: "/company", title: "Company" },
  { href: "/blog", title: "Blog" },
];

/** The list in a layout that stays mounted across navigations, as the menus are. */
function renderApp(onFollow = vi.fn(), at = "/") {
  const Where = () => <output aria-label="location">{useLocation().pathname}</output>;
  const Layout = () => (
    <>
      <StaticLinkList links={links} linkClassName="link" onFollow={onFollow} />
      <Where />
      <Outlet />
    </>
  );
  const Stub = createRoutesStub([
    {
      Component: Layout,
      children: ["/", "/company", "/blog", "/blog/:slug"].map((path) => ({
        path,
        Component: () => <h1>{path}</h1>,
      })),
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  return { onFollow, where: () => screen.getByRole("status", { name: "location" }) };
}

afterEach(() => document.body.replaceChildren());

describe("StaticLinkList", () => {
  it("renders links and marks the current page's", () => {
    renderApp(undefined, "/blog/a-post");
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Company" })).toHaveAttribute("href", "/company");
  });

  it("navigates in the app on a plain click, tells the caller, and moves the current mark", async () => {
    const { onFollow, where } = renderApp();
    await userEvent.click(screen.getByRole("link", { name: "Company" }));
    expect(where()).toHaveTextContent("/company");
    expect(onFollow).toHaveBeenCalledWith(screen.getByRole("link", { name: "Company" }));
    expect(screen.getByRole("link", { name: "Company" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("leaves a modified click to the browser", () => {
    const { onFollow, where } = renderApp();
    const link = screen.getByRole("link", { name: "Blog" });
    // What the app did with the click, read after it (then jsdom is kept from following it).
    let keptByApp: boolean | undefined;
    const settle = (e: Event) => {
      keptByApp = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener("click", settle);
    fireEvent(link, new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener("click", settle);
    expect(keptByApp).toBe(false);
    expect(where()).toHaveTextContent(/^\/$/);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });
});
