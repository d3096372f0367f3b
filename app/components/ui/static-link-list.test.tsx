import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { StaticLinkList, isCurrentPath } from "~/components/ui/static-link-list";
import { AppLinks } from "~/components/layout/app-links";

const links = [
  { href: "/", title: "Home" },
  { href: "/company", title: "Company" },
  { href: "/blog", title: "Blog" },
];

/** The list in a layout that stays mounted across navigations, as the menus are. */
function renderApp(onFollow = vi.fn(), at = "/") {
  const Where = () => <output aria-label="location">{useLocation().pathname}</output>;
  // The site's layout registers the router's navigate for every link (lib/in-app-link.ts).
  const Layout = () => (
    <>
      <AppLinks />
      <StaticLinkList id="test-list" links={links} linkClassName="link" onFollow={onFollow} />
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

describe("isCurrentPath", () => {
  it("decides as NavLink does: the page itself and the pages under it", () => {
    expect(isCurrentPath("/blog", "/blog")).toBe(true);
    expect(isCurrentPath("/blog", "/blog/a-post")).toBe(true);
    expect(isCurrentPath("/blog", "/blog/")).toBe(true);
    expect(isCurrentPath("/blog", "/blogging")).toBe(false);
    expect(isCurrentPath("/", "/company")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/Company", "/company")).toBe(true);
  });
});

describe("StaticLinkList", () => {
  it("renders plain links and marks the current page's", () => {
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

  it("adopts the prerendered list as the page has it, and keeps its current mark up to date", async () => {
    // What the prerender left in the page: the browser keeps it rather than rendering its own.
    const prerendered = document.createElement("div");
    prerendered.innerHTML =
      '<ul data-adopt="test-list"><li><a href="/" aria-current="page">Home, from the page</a></li>' +
      '<li><a href="/blog">Blog, from the page</a></li></ul>';
    document.body.append(prerendered);
    const { where } = renderApp();
    prerendered.remove();
    expect(screen.queryByRole("link", { name: "Company" })).toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "Blog, from the page" }));
    expect(where()).toHaveTextContent("/blog");
    expect(screen.getByRole("link", { name: "Blog, from the page" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Home, from the page" })).not.toHaveAttribute(
      "aria-current",
    );
  });
});
