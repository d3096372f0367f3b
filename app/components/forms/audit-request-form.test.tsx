import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { AuditRequestForm } from "./audit-request-form";
import { messages } from "~/content/messages";
import * as submit from "~/lib/submit";
import * as store from "~/lib/toast-store";

// jsdom lacks the pointer-capture and layout APIs Radix Select calls.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const SPEC_MESSAGES = [
  "Name must be at least 2 characters.",
  "Please enter a valid email.",
  "Please select a service.",
] as const;

function fields() {
  return {
    name: screen.getByRole("textbox", { name: "Name" }),
    email: screen.getByRole("textbox", { name: "Email" }),
    website: screen.getByRole("textbox", { name: /Website/ }),
    service: screen.getByRole("combobox", { name: "Service" }),
    submit: screen.getByRole("button", { name: "Get My Free Audit" }),
  };
}

describe("AuditRequestForm", () => {
  it("labels every field and offers exactly the five services, none with an empty value", async () => {
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const { service } = fields();
    await user.click(service);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Custom Website Development",
      "E-commerce Platforms",
      "Web Application Development",
      "Website Redesign & Optimization",
      "Ongoing Maintenance & Support",
    ]);
  });

  it("checks on submit: the spec's message under each invalid field, wired for assistive tech", async () => {
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const f = fields();
    expect(screen.queryByText(SPEC_MESSAGES[0])).toBeNull();
    await user.click(f.submit);
    for (const text of SPEC_MESSAGES) expect(await screen.findByText(text)).toBeInTheDocument();
    for (const [field, text] of [
      [f.name, SPEC_MESSAGES[0]],
      [f.email, SPEC_MESSAGES[1]],
      [f.service, SPEC_MESSAGES[2]],
    ] as const) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(text);
    }
    // The website is optional: empty is fine.
    expect(f.website).not.toHaveAttribute("aria-invalid");
    // Focus goes to the first invalid field.
    expect(f.name).toHaveFocus();

    await user.type(f.website, "not a url");
    await user.click(f.submit);
    expect(await screen.findByText("Please enter a valid URL.")).toBeInTheDocument();
    expect(f.website).toHaveAccessibleDescription("Please enter a valid URL.");
  });

  it("clears a message once the field is fixed", async () => {
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const f = fields();
    await user.click(f.submit);
    await screen.findByText(SPEC_MESSAGES[0]);
    await user.type(f.name, "Jordan");
    await waitFor(() => expect(screen.queryByText(SPEC_MESSAGES[0])).toBeNull());
    expect(f.name).not.toHaveAttribute("aria-invalid");
  });

  it("shows the cap message for a 5,000-character name", async () => {
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const f = fields();
    await user.click(f.name);
    await user.paste("<b>x</b>".repeat(625));
    await user.click(f.submit);
    expect(await screen.findByText("Name must be at most 100 characters.")).toBeInTheDocument();
  });

  it("sends, shows 'Submitting...' disabled, then the notice and a full reset", async () => {
    const toast = vi.spyOn(store, "toast");
    const send = vi.spyOn(submit, "submitForm");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<AuditRequestForm />);
    const f = fields();
    await user.type(f.name, "  Jordan Avery ");
    await user.type(f.email, "jordan@example.com");
    await user.type(f.website, "acme.com");
    await user.click(f.service);
    await user.click(await screen.findByRole("option", { name: "E-commerce Platforms" }));
    expect(f.service).toHaveTextContent("E-commerce Platforms");

    await user.click(f.submit);
    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect(busy).toBeDisabled();
    expect(send).toHaveBeenCalledWith("audit-request", {
      name: "Jordan Avery",
      email: "jordan@example.com",
      website: "https://acme.com",
      service: "E-commerce Platforms",
    });
    expect(toast).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(messages.auditSuccess));
    expect(messages.auditSuccess).toEqual({
      title: "Audit Request Sent!",
      description: "We've received your request and will be in touch within 24 hours.",
    });
    expect(f.name).toHaveValue("");
    expect(f.email).toHaveValue("");
    expect(f.website).toHaveValue("");
    expect(f.service).toHaveTextContent("Choose a service");
    expect(screen.getByRole("button", { name: "Get My Free Audit" })).toBeEnabled();
  });
});
