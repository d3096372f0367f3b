import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { NewsletterForm } from "~/components/layout/newsletter-form";
import { site } from "~/config/site";
import { messages } from "~/content/messages";
import * as submit from "~/lib/submit";
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

describe("NewsletterForm delivery", () => {
  it("on failure says what to do, keeps the address, and Subscribe sends again", async () => {
    const toast = vi.spyOn(store, "toast");
    const send = vi
      .spyOn(submit, "submitForm")
      .mockResolvedValueOnce({ ok: false, reason: "network" })
      .mockResolvedValueOnce({ ok: true, delivery: "endpoint" });
    render(<NewsletterForm />);
    const input = screen.getByRole("textbox", { name: "Email address" });
    fireEvent.change(input, { target: { value: " owner@example.com " } });
    fireEvent.submit(input.closest("form")!);
    const alert = screen.getByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent(messages.newsletterFailed.title));
    expect(alert).toHaveTextContent("try again");
    expect(within(alert).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(input).toHaveValue("owner@example.com");
    expect(input).toHaveAccessibleDescription(/couldn't sign you up/);
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(toast).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(messages.newsletterSuccess));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![1]).toEqual({ email: "owner@example.com" });
    expect(send.mock.calls[1]![2].id).toBe(send.mock.calls[0]![2].id);
    expect(alert).toBeEmptyDOMElement();
    expect(input).toHaveValue("");
  });

  it("sends once however often the form is submitted while sending", async () => {
    let answer!: (r: submit.SubmitResult) => void;
    const send = vi
      .spyOn(submit, "submitForm")
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<NewsletterForm />);
    const input = screen.getByRole("textbox", { name: "Email address" });
    fireEvent.change(input, { target: { value: "owner@example.com" } });
    const form = input.closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole("button", { name: "..." });
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: true, delivery: "endpoint" }));
  });

  it("has a honeypot out of reach, and passes its value to the bot check", async () => {
    const send = vi
      .spyOn(submit, "submitForm")
      .mockResolvedValue({ ok: true, delivery: "dropped" });
    const { container } = render(<NewsletterForm />);
    const trap = container.querySelector<HTMLInputElement>("input[name=notes]")!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
    trap.value = "spam";
    const input = screen.getByRole("textbox", { name: "Email address" });
    fireEvent.change(input, { target: { value: "owner@example.com" } });
    fireEvent.submit(input.closest("form")!);
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]![2]).toMatchObject({ trap: "spam", startedAt: expect.any(Number) });
  });
});
