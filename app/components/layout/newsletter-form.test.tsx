import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { NewsletterForm } from "~/components/layout/newsletter-form";
import { messages } from "~/content/messages";
import * as store from "~/lib/toast-store";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ERROR = "Please enter a valid email address.";

describe("NewsletterForm", () => {
  it("uses an e-mail input with an accessible name", () => {
    render(<NewsletterForm />);
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
  });

  it("validates on submit, then again on every change", async () => {
    render(<NewsletterForm />);
    const input = screen.getByRole("textbox", { name: "Email address" });
    fireEvent.change(input, { target: { value: "not-an-email" } });
    expect(screen.queryByText(ERROR)).toBeNull(); // not before the first submit
    fireEvent.submit(input.closest("form")!);
    expect(await screen.findByText(ERROR)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(input, { target: { value: "owner@example.com" } });
    await waitFor(() => expect(screen.queryByText(ERROR)).toBeNull());
  });

  it("shows '...' and disables the button while sending, then toasts and resets", async () => {
    const spy = vi.spyOn(store, "toast");
    render(<NewsletterForm />);
    const input = screen.getByRole("textbox", { name: "Email address" });
    fireEvent.change(input, { target: { value: "owner@example.com" } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.submit(input.closest("form")!);
    const busy = await screen.findByRole("button", { name: "..." });
    expect(busy).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(spy).toHaveBeenCalledWith(messages.newsletterSuccess));
    expect(input).toHaveValue("");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});
