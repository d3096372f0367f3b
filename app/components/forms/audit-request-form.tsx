import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";

import { Field, inputClass } from "~/components/forms/field";
import {
  type AuditRequest,
  type AuditRequestInput,
  auditRequestSchema,
  auditServices,
  emptyAuditRequest,
} from "~/components/forms/audit-request-schema";
import { Button } from "~/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { site } from "~/config/site";
import { messages } from "~/content/messages";
import { submitForm } from "~/lib/submit";
import { toast } from "~/lib/toast-store";
import { zodResolver } from "~/lib/zod-resolver";

const resolver = zodResolver<AuditRequestInput, AuditRequest>(auditRequestSchema);

/** What the visitor did to the prerendered form before this code arrived (see LazyAuditRequestForm). */
export type AuditFormHandoff = {
  values: Partial<AuditRequestInput>;
  /** "form" for the form itself, else the name of the focused field. */
  focus?: string;
  /** The visitor already pressed submit. */
  submit?: boolean;
};

export type AuditRequestFormProps = {
  /** The form's id: the hero's scroll button moves focus here. */
  id?: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  handoff?: AuditFormHandoff;
};

/**
 * The website audit request (SPEC 5.2): checked on submit, then again as fields change; the
 * first invalid field takes focus. 'Submitting...' while the simulated send runs, then the
 * success notice and a reset of every field, the select included.
 */
export function AuditRequestForm({
  id = "audit-form",
  labelledBy,
  handoff,
}: AuditRequestFormProps) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AuditRequestInput, unknown, AuditRequest>({
    resolver,
    defaultValues: { ...emptyAuditRequest, ...handoff?.values },
  });

  // Live from here on: pick up where the visitor was, and mark it (e2e tests wait for this).
  const [ready, setReady] = useState(false);
  const [initial] = useState(handoff);
  useEffect(() => {
    const form = formRef.current!;
    if (initial?.focus === "form") form.focus({ preventScroll: true });
    else if (initial?.focus) form.querySelector<HTMLElement>(`[name="${initial.focus}"]`)?.focus();
    if (initial?.submit) form.requestSubmit();
    setReady(true);
  }, [initial]);

  const onSubmit = handleSubmit(async (values) => {
    await submitForm("audit-request", values);
    reset(emptyAuditRequest);
    toast(messages.auditSuccess);
  });

  return (
    <form
      ref={formRef}
      id={id}
      noValidate
      tabIndex={-1}
      aria-labelledby={labelledBy}
      data-ready={ready || undefined}
      onSubmit={onSubmit}
      className="rounded-card border border-border bg-white p-6 shadow-sm outline-none focus-visible:outline-3 focus-visible:outline-offset-4 sm:p-8"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={`${uid}-name`} label="Name" error={errors.name?.message}>
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
        </Field>
        <Field id={`${uid}-email`} label="Email" error={errors.email?.message}>
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
        </Field>
        <Field
          id={`${uid}-website`}
          label="Website"
          labelNote="(optional)"
          hint="The site you'd like us to review."
          error={errors.website?.message}
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
        </Field>
        <Field id={`${uid}-service`} label="Service" error={errors.service?.message}>
          {(aria) => (
            <Controller
              name="service"
              control={control}
              render={({ field }) => (
                <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...aria} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose a service" />
                  </SelectTrigger>
                  <SelectContent>
                    {auditServices.map((service) => (
                      <SelectItem key={service} value={service}>
                        {service}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </Field>
      </div>
      <noscript>
        <p className="mt-6 rounded-control bg-accent-100 p-4 text-brand-950">
          This form needs JavaScript. Email us at{" "}
          <a className="font-semibold underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>{" "}
          with your name, website and the service you need, and we&apos;ll reply within 24 hours.
        </p>
      </noscript>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={isSubmitting}
          className="w-full sm:w-auto"
        >
          {isSubmitting ? "Submitting..." : "Get My Free Audit"}
        </Button>
        <p className="text-sm text-muted-foreground">
          Free, no obligation. We only use these details to send your audit.
        </p>
      </div>
    </form>
  );
}
