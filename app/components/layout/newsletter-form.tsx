import { type FormEvent, useId, useState } from "react";

import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { messages } from "~/content/messages";
import { submitForm } from "~/lib/submit";
import { toast } from "~/lib/toast-store";

/**
 * Footer signup. Validated on submit, then again on every change; '...' and disabled while
 * the simulated send runs; success toast and reset after.
 */
/** The schema (zod/mini) is fetched at the first submit, so it costs nothing on page load. */
const loadValidator = () =>
  import("~/components/layout/newsletter-schema").then((m) => m.validateNewsletterEmail);

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSubmitted(true);
    const validate = await loadValidator();
    const problem = validate(email);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setSending(true);
    await submitForm("newsletter", { email: email.trim() });
    setSending(false);
    setEmail("");
    setSubmitted(false);
    setError(null);
    toast(messages.newsletterSuccess);
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
          aria-describedby={error ? `${id}-error` : undefined}
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
        {error}
      </p>
    </form>
  );
}
