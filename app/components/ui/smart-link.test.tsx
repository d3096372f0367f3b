import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BookCallButton } from "~/components/ui/book-call-button";
import { SmartLink } from "~/components/ui/smart-link";
import { site } from "~/config/site";
import { messages } from "~/content/messages";
import * as store from "~/lib/toast-store";

function renderInRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => vi.restoreAllMocks());

describe("SmartLink", () => {
  it("never navigates for '#' and shows the not-implemented notice", () => {
    const spy = vi.spyOn(store, "toast");
    renderInRouter(<SmartLink to="#">Leave a Review</SmartLink>);
    const link = screen.getByRole("link", { name: "Leave a Review" });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(true);
    expect(spy).toHaveBeenCalledWith(messages.notImplemented);
  });

  it("shows a custom notice for a placeholder when given one", () => {
    const spy = vi.spyOn(store, "toast");
    renderInRouter(
      <SmartLink to="#" notice={messages.reviewLinkSoon}>
        View on Google
      </SmartLink>,
    );
    fireEvent.click(screen.getByRole("link", { name: "View on Google" }));
    expect(spy).toHaveBeenCalledWith(messages.reviewLinkSoon);
  });

  it("opens external links in a new tab without a referrer", () => {
    renderInRouter(<SmartLink to="https://example.org/x">Partner</SmartLink>);
    const link = screen.getByRole("link", { name: /Partner/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders internal paths as router links", () => {
    renderInRouter(<SmartLink to="/contact">Contact</SmartLink>);
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
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
