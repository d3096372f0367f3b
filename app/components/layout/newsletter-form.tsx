import { useEffect, useId, useRef, useState } from "react";

import { EmailText } from "~/components/forms/email-text";
import { Honeypot } from "~/components/forms/honeypot";
import { useFormDelivery } from "~/components/forms/use-form-delivery";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { messages } from "~/content/messages";
import { trackSent } from "~/lib/analytics";
import { takeEarlySubmit } from "~/lib/early-submit";
import { toast } from "~/lib/toast-store";

/**
 * The schema (zod/mini) is fetched when the visitor starts using the field (focus or typing),
 * so it costs nothing on page load and is ready, evaluated, by the time they press Subscribe:
 * loading it at the press would put its download and evaluation inside that tap (decision 0002).
 */
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
  const [submitted, setSubmitted] = useState(false);
  const { failed, sending, onSubmit, deliver, clear } = useFormDelivery<{ email: string }>(
    "newsletter",
    {
      onDelivered(_values, result) {
        setEmail("");
        setSubmitted(false);
        setError(null);
        toast(messages.newsletterSuccess);
        trackSent(result, "newsletterSignup", {});
      },
    },
  );

  // Subscribe pressed before hydration (held by lib/early-submit.ts): take the address that was
  // typed, then send it once the state holds it.
  const formRef = useRef<HTMLFormElement>(null);
  const [early, setEarly] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    if (!takeEarlySubmit(form)) return;
    setEmail((document.getElementById(`${id}-email`) as HTMLInputElement | null)?.value ?? "");
    setEarly(true);
  }, [id]);
  useEffect(() => {
    if (!early) return;
    setEarly(false);
    formRef.current?.requestSubmit();
  }, [early]);

  const send = onSubmit(async (e) => {
    const form = e.currentTarget;
    setSubmitted(true);
    const validate = await loadValidator();
    const problem = validate(email);
    setError(problem);
    if (problem) {
      clear();
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    await deliver({ email: email.trim() }, form);
  });

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={send}
      aria-labelledby={`${id}-title`}
      className="max-w-sm"
    >
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
          onFocus={() => void loadValidator()}
          onChange={(e) => {
            const value = e.target.value;
            setEmail(value);
            const ready = loadValidator();
            if (submitted) void ready.then((validate) => setError(validate(value)));
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
