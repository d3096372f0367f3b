import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { AuditRequestForm } from "./audit-request-form";
import { auditRequestSchema } from "./audit-request-schema";
import { site } from "~/config/site";
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
  vi.unstubAllGlobals();
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
    await waitFor(() => expect(f.name).toHaveFocus());

    await user.type(f.website, "not a url");
    await user.click(f.submit);
    expect(await screen.findByText("Please enter a valid URL.")).toBeInTheDocument();
    expect(f.website).toHaveAccessibleDescription("Please enter a valid URL.");
  });

  it("moves focus to the first invalid field after the frame that draws its message, not before or inside it", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const f = fields();
    await user.type(f.name, "Jordan Avery");
    await user.type(f.email, "not-an-email");
    let invalidWhenFocused: string | null = "never focused";
    f.email.addEventListener("focus", () => {
      invalidWhenFocused = f.email.getAttribute("aria-invalid");
    });
    frames.length = 0;
    await user.click(f.submit);
    expect(await screen.findByText(SPEC_MESSAGES[1])).toBeInTheDocument();
    // The frame's animation callbacks leave the focus where it is: the frame draws the messages
    // alone (the press's Event Timing entry ends with it).
    act(() => frames.splice(0).forEach((cb) => cb(performance.now())));
    expect(f.email).not.toHaveFocus();
    // Then a task of its own moves it, to a field already marked invalid.
    await waitFor(() => expect(f.email).toHaveFocus());
    expect(invalidWhenFocused).toBe("true");
  });

  it("runs the schema's first check in idle time once the visitor starts typing, not at the press", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
    vi.stubGlobal("cancelIdleCallback", () => {});
    const parse = vi.spyOn(auditRequestSchema, "safeParse");
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    expect(idle).toHaveLength(0);
    await user.type(fields().name, "Jo");
    expect(idle).toHaveLength(1); // once, for the first keystroke only
    expect(parse).not.toHaveBeenCalled();
    act(() => idle[0]!());
    expect(parse).toHaveBeenCalledOnce();
    expect(parse.mock.calls[0]![0]).toMatchObject({ name: "Jo" });
    // A check only: no message is shown for the fields still empty.
    expect(screen.queryByText(SPEC_MESSAGES[1])).toBeNull();
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
    expect(send).toHaveBeenCalledWith(
      "audit-request",
      {
        name: "Jordan Avery",
        email: "jordan@example.com",
        website: "https://acme.com",
        service: "E-commerce Platforms",
      },
      // The bot guard: when the form appeared, and the (empty) honeypot.
      expect.objectContaining({ startedAt: expect.any(Number), trap: "" }),
    );
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

describe("AuditRequestForm delivery", () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    const f = fields();
    await user.type(f.name, "Jordan Avery");
    await user.type(f.email, "jordan@example.com");
    await user.type(f.website, "acme.com");
    await user.click(f.service);
    await user.click(await screen.findByRole("option", { name: "Web Application Development" }));
    return f;
  }

  it("on failure: a notice that says what to do, every value kept, and a retry sends again", async () => {
    const toast = vi.spyOn(store, "toast");
    const send = vi
      .spyOn(submit, "submitForm")
      .mockResolvedValueOnce({ ok: false, reason: "http", status: 500 })
      .mockResolvedValueOnce({ ok: false, reason: "timeout" })
      .mockResolvedValueOnce({ ok: true, delivery: "endpoint" });
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const f = await fillValid(user);

    await user.click(f.submit);
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent(messages.auditFailed.title));
    expect(alert).toHaveTextContent("try again");
    expect(within(alert).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(toast).not.toHaveBeenCalled();
    expect(f.name).toHaveValue("Jordan Avery");
    expect(f.email).toHaveValue("jordan@example.com");
    expect(f.website).toHaveValue("acme.com");
    expect(f.service).toHaveTextContent("Web Application Development");
    expect(f.submit).toBeEnabled();

    await user.click(f.submit); // times out this time
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(alert).toHaveTextContent(messages.auditFailed.title));
    expect(f.name).toHaveValue("Jordan Avery");

    await user.click(f.submit);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(messages.auditSuccess));
    expect(send).toHaveBeenCalledTimes(3);
    // Every retry of the same values carries the same submission id.
    const ids = send.mock.calls.map((call) => call[2].id);
    expect(new Set(ids).size).toBe(1);
    expect(alert).toBeEmptyDOMElement();
    expect(f.name).toHaveValue("");
  });

  it("sends once for a double click", async () => {
    let answer!: (r: submit.SubmitResult) => void;
    const send = vi
      .spyOn(submit, "submitForm")
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const f = await fillValid(user);
    await user.dblClick(f.submit);
    fireEvent.submit(f.submit.closest("form")!);
    await screen.findByRole("button", { name: "Submitting..." });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: true, delivery: "endpoint" }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("passes the honeypot's value to the bot check", async () => {
    const send = vi
      .spyOn(submit, "submitForm")
      .mockResolvedValue({ ok: true, delivery: "dropped" });
    const user = userEvent.setup();
    const { container } = render(<AuditRequestForm />);
    const trap = container.querySelector<HTMLInputElement>("input[name=notes]")!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
    trap.value = "buy now";
    const f = await fillValid(user);
    await user.click(f.submit);
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]![2]).toMatchObject({ trap: "buy now" });
  });

  it("keeps a draft across a remount and clears it once sent", async () => {
    vi.spyOn(submit, "submitForm").mockResolvedValue({ ok: true, delivery: "endpoint" });
    const user = userEvent.setup();
    const first = render(<AuditRequestForm />);
    await fillValid(user);
    await waitFor(() =>
      expect(localStorage.getItem("tideline:draft:audit-request")).not.toBeNull(),
    );
    first.unmount();

    render(<AuditRequestForm />);
    const f = fields();
    expect(f.name).toHaveValue("Jordan Avery");
    expect(f.email).toHaveValue("jordan@example.com");
    expect(f.website).toHaveValue("acme.com");
    expect(f.service).toHaveTextContent("Web Application Development");
    expect(screen.getByText("We kept what you typed on your last visit.")).toBeInTheDocument();

    await user.click(f.submit);
    await waitFor(() => expect(f.name).toHaveValue(""));
    await waitFor(() => expect(localStorage.getItem("tideline:draft:audit-request")).toBeNull());
    expect(screen.queryByText("We kept what you typed on your last visit.")).toBeNull();
  });

  it("'Clear the form' forgets the draft", async () => {
    localStorage.setItem(
      "tideline:draft:audit-request",
      JSON.stringify({ savedAt: Date.now(), values: { name: "Jordan", service: "Not a service" } }),
    );
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const f = fields();
    expect(f.name).toHaveValue("Jordan");
    expect(f.service).toHaveTextContent("Choose a service"); // unknown service ignored
    await user.click(screen.getByRole("button", { name: "Clear the form" }));
    expect(f.name).toHaveValue("");
    expect(f.name).toHaveFocus();
    await waitFor(() => expect(localStorage.getItem("tideline:draft:audit-request")).toBeNull());
  });

  it("mounts the service options when the list is first focused, not with the form", async () => {
    render(<AuditRequestForm />);
    const f = fields();
    await waitFor(() => expect(f.name.closest("form")).toHaveAttribute("data-ready"));
    // Radix Select mirrors every mounted option into a hidden native select.
    const native = () =>
      f.name.closest("form")!.querySelectorAll("select option[value]:not([value=''])");
    expect(native()).toHaveLength(0);
    act(() => f.service.focus());
    await waitFor(() => expect(native()).toHaveLength(5));
    // Type-ahead on the closed list picks an option.
    fireEvent.keyDown(f.service, { key: "W" });
    await waitFor(() => expect(f.service).toHaveTextContent("Web Application Development"));
  });

  it("hydrates the prerendered form in place: what was typed stays, a draft fills the rest", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<AuditRequestForm />);
    document.body.append(container);
    const prerendered = container.querySelector("form")!;
    // The visitor's browser has a draft; the prerender had none.
    localStorage.setItem(
      "tideline:draft:audit-request",
      JSON.stringify({
        savedAt: Date.now(),
        values: { name: "From the draft", email: "draft@example.com" },
      }),
    );
    // Typed into the plain HTML form before its code arrived.
    const name = container.querySelector<HTMLInputElement>("input[name=name]")!;
    name.value = "Typed Early";
    const mismatch = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <AuditRequestForm />, { onRecoverableError: mismatch }),
    );
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.querySelector("form")).toBe(prerendered);
    const f = fields();
    expect(f.name).toHaveValue("Typed Early");
    expect(f.email).toHaveValue("draft@example.com");
    expect(screen.getByText("We kept what you typed on your last visit.")).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it("works when localStorage is unavailable", async () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(submit, "submitForm").mockResolvedValue({ ok: true, delivery: "endpoint" });
    const toast = vi.spyOn(store, "toast");
    const user = userEvent.setup();
    render(<AuditRequestForm />);
    const f = await fillValid(user);
    await user.click(f.submit);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(messages.auditSuccess));
  });
});
