import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import { EmailText } from "~/components/forms/email-text";
import { Honeypot, honeypotValue } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { messages } from "~/content/messages";
import { trackSent } from "~/lib/analytics";
import { submitForm, submissionId } from "~/lib/submit";
import { toast } from "~/lib/toast-store";

/** The schema (zod/mini) is fetched at the first submit, so it costs nothing on page load. */
const loadValidator = () =>
  import("~/components/layout/newsletter-schema").then((m) => m.validateNewsletterEmail);

/**
 * Footer signup. Validated on submit, then again on every change; '...' and disabled while
 * sending; success toast and reset after. When delivery fails the address stays in the field,
 * the message under it says what to do, and Subscribe sends again.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  // A second press while one send runs does nothing (the button is disabled, but a double
  // click can land before it re-renders).
  const busy = useRef(false);
  const startedAt = useRef(0);
  const pending = useRef<{ email: string; id: string } | null>(null);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = e.currentTarget;
    try {
      setSubmitted(true);
      const validate = await loadValidator();
      const problem = validate(email);
      setError(problem);
      if (problem) {
        setFailed(false);
        document.getElementById(`${id}-email`)?.focus();
        return;
      }
      const value = email.trim();
      // A retry of the same address keeps its id, so the receiver can drop a duplicate.
      if (pending.current?.email !== value) pending.current = { email: value, id: submissionId() };
      setSending(true);
      setFailed(false);
      const result = await submitForm(
        "newsletter",
        { email: value },
        { startedAt: startedAt.current, trap: honeypotValue(form), id: pending.current.id },
      );
      setSending(false);
      if (!result.ok) {
        setFailed(true);
        return;
      }
      pending.current = null;
      setEmail("");
      setSubmitted(false);
      setError(null);
      toast(messages.newsletterSuccess);
      trackSent(result, "newsletterSignup", {});
    } finally {
      busy.current = false;
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="max-w-sm">
      <h2 id={`${id}-title`} className="text-base font-semibold text-white">
        Get the monthly operations brief
      </h2>
      <p className="mt-2 text-sm text-brand-200">
        One practical automation idea a month. No spam; unsubscribe in one click.
      </p>
      <div className="mt-4 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || failed ? `${id}-error` : undefined}
          onChange={(e) => {
            const value = e.target.value;
            setEmail(value);
            if (submitted) void loadValidator().then((validate) => setError(validate(value)));
          }}
          className="h-11 min-w-0 flex-1 rounded-control border border-brand-600 bg-brand-900 px-3.5 text-white placeholder:text-brand-300 aria-invalid:border-accent-300"
        />
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? "..." : "Subscribe"}
        </Button>
      </div>
      <Honeypot />
      <noscript>
        <p className="mt-2 text-sm text-brand-100">
          Signing up needs JavaScript. Email{" "}
          <a
            className="font-semibold text-white underline"
            href={`mailto:${site.email}?subject=Newsletter`}
          >
            {site.email}
          </a>{" "}
          and we will add you.
        </p>
      </noscript>
      <p
        id={`${id}-error`}
        role="alert"
        className="mt-2 min-h-5 text-sm font-medium text-accent-300"
      >
        {error ??
          (failed && (
            <>
              <span className="font-semibold text-white">{messages.newsletterFailed.title}</span>{" "}
              <span className="font-normal text-brand-100">
                <EmailText
                  text={messages.newsletterFailed.description}
                  linkClassName="font-semibold text-white underline underline-offset-2"
                />
              </span>
            </>
          ))}
      </p>
    </form>
  );
}
