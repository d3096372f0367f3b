import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BookCallButton } from "~/components/ui/book-call-button";
import { SmartLink } from "~/components/ui/smart-link";
import { site } from "~/config/site";
import { Toaster } from "~/components/ui/toaster";
import { messages } from "~/content/messages";

function renderInRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

/** A two-page app: a page with the link (and the site's toast region), and /contact. */
function renderApp(ui: React.ReactNode) {
  const Where = () => (
    <output aria-label="location">{useLocation().pathname + useLocation().hash}</output>
  );
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <h1>Home page</h1>
          {ui}
          <Where />
          <Toaster />
        </>
      ),
    },
    { path: "/contact", Component: () => <h1>Contact page</h1> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => vi.restoreAllMocks());

describe("SmartLink", () => {
  it("navigates to an internal path inside the app, without a document load", async () => {
    // jsdom cannot load documents: a plain <a href="/contact"> click would leave "Home page".
    const user = userEvent.setup();
    renderApp(<SmartLink to="/contact">Contact us</SmartLink>);
    const link = screen.getByRole("link", { name: "Contact us" });
    expect(link).toHaveAttribute("href", "/contact");
    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Contact page" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Home page" })).not.toBeInTheDocument();
  });

  it("never navigates for '#' and shows the not-implemented notice (exact)", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderApp(
      <SmartLink to="#" onClick={onClick}>
        Leave a Review
      </SmartLink>,
    );
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Leave a Review" }));
    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("This feature isn't implemented yet—but don't worry!");
    expect(toast).toHaveTextContent("You can request it in your next prompt!");
    // Still on the same page, and not even on "#". (The toast store outlives a test: the next
    // notice replaces this one, since the site shows one notice at a time.)
    expect(screen.getByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(screen.getByLabelText("location")).toHaveTextContent(/^\/$/);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("cancels the browser's own handling of '#' too", () => {
    renderInRouter(<SmartLink to="#">Leave a Review</SmartLink>);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole("link", { name: "Leave a Review" }), event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("shows a custom notice for a placeholder when given one", async () => {
    const user = userEvent.setup();
    renderApp(
      <SmartLink to="#" notice={messages.reviewLinkSoon}>
        View on Google
      </SmartLink>,
    );
    await user.click(screen.getByRole("link", { name: "View on Google" }));
    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent(messages.reviewLinkSoon.title);
    expect(toast).not.toHaveTextContent(messages.notImplemented.title);
  });

  it("opens external links in a new tab without a referrer, and says so", () => {
    renderInRouter(<SmartLink to="https://example.org/x">Partner</SmartLink>);
    const link = screen.getByRole("link", { name: /^Partner\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("href", "https://example.org/x");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps mailto: links in the same tab", () => {
    renderInRouter(<SmartLink to="mailto:hello@example.org">Write</SmartLink>);
    expect(screen.getByRole("link", { name: "Write" })).not.toHaveAttribute("target");
  });
});

describe("BookCallButton", () => {
  it("is the one link to the booking page: new tab, no referrer", () => {
    renderInRouter(<BookCallButton>Get Started</BookCallButton>);
    const link = screen.getByRole("link", { name: /Get Started/ });
    expect(link).toHaveAttribute("href", site.bookingUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
