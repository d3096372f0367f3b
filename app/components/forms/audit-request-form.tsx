import type * as React from "react";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type Control, Controller, useForm, useFormState } from "react-hook-form";

import { EmailText } from "~/components/forms/email-text";
import { Field, inputClass } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import {
  type AuditRequest,
  type AuditRequestInput,
  auditRequestSchema,
  auditServices,
  emptyAuditRequest,
} from "~/components/forms/audit-request-schema";
import { useFormDelivery } from "~/components/forms/use-form-delivery";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { timing } from "~/config/timing";
import { messages } from "~/content/messages";
import { trackSent } from "~/lib/analytics";
import { markHydrated, takeEarlySubmit } from "~/lib/early-submit";
import { clearDraft, loadDraft, openDraftStorage, saveDraft } from "~/lib/form-draft";
import { toast } from "~/lib/toast-store";
import { whenIdle } from "~/lib/when-idle";
import { zodResolver } from "~/lib/zod-resolver";

// Radix Select (with its popper, focus scope and scroll lock) is a chunk of its own: evaluated
// together with react-hook-form and the rest it would be one long task on a slow phone, and as
// two chunks it is two shorter ones. This module waits for it, so the form never renders
// without it.
const { ServiceSelect } = await import("~/components/forms/service-select");

const resolver = zodResolver<AuditRequestInput, AuditRequest>(auditRequestSchema);

// The chunk arrives right after the page's first-load scripts, long before the form hydrates
// (LazyAuditRequestForm): storage is opened in the idle time between.
if (!import.meta.env.SSR) whenIdle(openDraftStorage);

const DRAFT_KEY = "audit-request";
/** Every field, in the form's order: the draft keeps them all, the first invalid one takes focus. */
const fieldNames = ["name", "email", "website", "service"] as const;

/** The saved draft, with a service only if it is still one of the five. */
function readDraft(): Partial<AuditRequestInput> | null {
  const draft = loadDraft(DRAFT_KEY, fieldNames);
  if (draft?.service && !(auditServices as readonly string[]).includes(draft.service)) {
    delete draft.service;
  }
  return draft && Object.keys(draft).length ? draft : null;
}

export type AuditRequestFormProps = {
  /** The form's id: the hero's scroll button moves focus here. */
  id?: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** When the form could first be filled in (Date.now()), if before it hydrated: the fill time counts from here. */
  startedAt?: number;
};

/**
 * The website audit request: checked on submit, then again as fields change; the
 * first invalid field takes focus. 'Submitting...' while sending, then the success notice and a
 * reset of every field, the select included. If delivery fails, a notice says what to do and
 * every value stays for the retry. Unsent values are kept as a draft across reloads.
 */
export function AuditRequestForm({
  id = "audit-form",
  labelledBy,
  startedAt,
}: AuditRequestFormProps) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, control, handleSubmit, reset, subscribe, setFocus, getValues } = useForm<
    AuditRequestInput,
    unknown,
    AuditRequest
  >({
    resolver,
    // What was typed into the prerendered form before it hydrated stays: react-hook-form keeps
    // a field's value when it differs from the markup's (LazyAuditRequestForm).
    defaultValues: emptyAuditRequest,
    // react-hook-form would focus the first invalid field before React draws the messages: a
    // style and layout of the form as it was, done again for the messages, all in the press.
    // `focusFirstError` below waits for the frame that draws them instead.
    shouldFocusError: false,
  });
  const [restored, setRestored] = useState(false);
  const { failed, sending, onSubmit, deliver, clear } = useFormDelivery<AuditRequest>(
    "audit-request",
    {
      startedAt,
      onDelivered(values, result) {
        clearDraft(DRAFT_KEY);
        setRestored(false);
        reset(emptyAuditRequest);
        toast(messages.auditSuccess);
        trackSent(result, "auditRequest", { service: values.service });
      },
    },
  );

  // Save the draft a moment after the last change, and at once when the page goes away.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: AuditRequestInput | undefined;
    const save = () => {
      timer = undefined;
      if (latest) saveDraft(DRAFT_KEY, { ...latest });
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        latest = values;
        clearTimeout(timer);
        timer = setTimeout(save, timing.formDraft.debounceMs);
      },
    });
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [subscribe]);

  // Live from here on, in the commit that hydrates the form: its submits now reach React. One
  // pressed before (held by lib/early-submit.ts) is sent again, unless React was handed it at
  // hydration (`send`). e2e tests wait for data-ready. Attributes, not state: state would render
  // the whole form again.
  useLayoutEffect(() => markHydrated(formRef.current), []);
  useEffect(() => {
    const form = formRef.current!;
    if (takeEarlySubmit(form)) form.requestSubmit();
    form.setAttribute("data-ready", "");
  }, []);

  // zod builds a schema's internals on its first check, and V8 compiles the code that runs it:
  // several milliseconds that would otherwise land in the press of Submit. Once
  // the visitor starts filling the form in, one check of what is there runs while the browser is
  // idle, between keystrokes; its result is dropped.
  useEffect(() => {
    const form = formRef.current!;
    let cancel = () => {};
    const warm = () => {
      form.removeEventListener("input", warm);
      cancel = whenIdle(() => auditRequestSchema.safeParse(getValues()));
    };
    form.addEventListener("input", warm);
    return () => {
      form.removeEventListener("input", warm);
      cancel();
    };
  }, [getValues]);

  // A draft from an earlier visit fills the fields the visitor has not typed into yet. Read after
  // hydration: the prerendered form is the same for everyone.
  // What was typed before hydration starts a draft of its own.
  useEffect(() => {
    const typed = Object.fromEntries(Object.entries(getValues()).filter(([, value]) => value));
    const draft = readDraft();
    if (!draft) {
      if (Object.keys(typed).length) saveDraft(DRAFT_KEY, getValues());
      return;
    }
    reset({ ...emptyAuditRequest, ...draft, ...typed });
    setRestored(true);
  }, [getValues, reset]);

  // After the frame that draws the messages: the animation callback hands the field to
  // react-hook-form's setFocus, which focuses in a timer of its own, so the press's frame shows
  // the messages without the focus's style and layout. Focusing in the animation callback itself
  // would put that work into the press's frame and make the press slower.
  const focusFirstError = (errors: Partial<Record<keyof AuditRequestInput, unknown>>) => {
    const first = fieldNames.find((name) => errors[name]);
    if (first) requestAnimationFrame(() => setFocus(first));
  };

  const send = onSubmit((e) => {
    const form = e.currentTarget;
    takeEarlySubmit(form); // this submit, if the guard held it too
    return handleSubmit(async (values) => {
      await deliver(values, form);
    }, focusFirstError)(e);
  });

  const startOver = () => {
    clearDraft(DRAFT_KEY);
    setRestored(false);
    clear();
    reset(emptyAuditRequest);
    formRef.current?.querySelector<HTMLElement>("[name=name]")?.focus();
  };

  // The four fields, one element for as long as the form lives: react-hook-form's layout effect
  // sets its `isReady` state as the form mounts, a synchronous render of AuditRequestForm in the
  // commit that hydrates it, and without this every field and Radix Select would render again in
  // that same task. Each field still renders on its own when its error changes
  // (AuditField), and the service select with its value (Controller).
  const fieldGrid = useMemo(
    () => (
      <div className="grid gap-6 sm:grid-cols-2">
        <AuditField control={control} name="name" id={`${uid}-name`} label="Name">
          {(control) => (
            <input
              {...control}
              {...register("name")}
              type="text"
              autoComplete="name"
              placeholder="Jordan Avery"
              className={inputClass}
            />
          )}
        </AuditField>
        <AuditField control={control} name="email" id={`${uid}-email`} label="Email">
          {(control) => (
            <input
              {...control}
              {...register("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              placeholder="jordan@company.com"
              className={inputClass}
            />
          )}
        </AuditField>
        <AuditField
          control={control}
          name="website"
          id={`${uid}-website`}
          label="Website"
          labelNote="(optional)"
          hint="The site you'd like us to review."
        >
          {(control) => (
            <input
              {...control}
              {...register("website")}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="yourcompany.com"
              className={inputClass}
            />
          )}
        </AuditField>
        <AuditField control={control} name="service" id={`${uid}-service`} label="Service">
          {(aria) => (
            <Controller
              name="service"
              control={control}
              render={({ field: { ref, ...field } }) => (
                <ServiceSelect {...field} triggerRef={ref} aria={aria} />
              )}
            />
          )}
        </AuditField>
      </div>
    ),
    [control, register, uid],
  );

  return (
    <form
      ref={formRef}
      id={id}
      // Never a GET: typed values must not end up in a URL (lib/early-submit.ts).
      method="post"
      noValidate
      tabIndex={-1}
      aria-labelledby={labelledBy}
      onSubmit={send}
      className="rounded-card border border-border bg-white p-6 shadow-sm outline-none focus-visible:outline-3 focus-visible:outline-offset-4 sm:p-8"
    >
      {fieldGrid}
      <Honeypot />
      {restored && (
        <p className="mt-6 flex flex-wrap items-baseline gap-x-2 text-sm text-muted-foreground">
          We kept what you typed on your last visit.
          <button
            type="button"
            onClick={startOver}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Clear the form
          </button>
        </p>
      )}
      <noscript>
        <p className="mt-6 rounded-control bg-accent-100 p-4 text-brand-950">
          This form needs JavaScript. Email us at{" "}
          <a className="font-semibold underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>{" "}
          with your name, website and the service you need, and we&apos;ll reply within 24 hours.
        </p>
      </noscript>
      {/* Always in the page, so screen readers announce the notice when it appears. */}
      <div role="alert">
        {failed && (
          <div className="mt-6 rounded-control border border-l-4 border-destructive/30 border-l-destructive bg-red-50 px-4 py-3.5 text-sm text-foreground">
            <p className="font-semibold text-destructive">{messages.auditFailed.title}</p>
            <p className="mt-1">
              <EmailText
                text={messages.auditFailed.description}
                linkClassName="font-semibold text-brand-800 underline underline-offset-2"
              />
            </p>
          </div>
        )}
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={sending}
          className="w-full sm:w-auto"
        >
          {sending ? "Submitting..." : "Get My Free Audit"}
        </Button>
        <p className="text-sm text-muted-foreground">
          Free, no obligation. We only use these details to send your audit.
        </p>
      </div>
    </form>
  );
}

/**
 * A field that re-renders alone when its own error changes: a submit with errors re-renders the
 * fields whose message changes, not the whole form, which keeps the press of Submit short.
 */
function AuditField({
  control,
  name,
  ...field
}: Omit<React.ComponentProps<typeof Field>, "error"> & {
  control: Control<AuditRequestInput, unknown, AuditRequest>;
  name: keyof AuditRequestInput;
}) {
  const { errors } = useFormState({ control, name, exact: true });
  return <Field {...field} error={errors[name]?.message} />;
}
