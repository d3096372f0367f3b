import { type FormEvent, useEffect, useRef, useState } from "react";

import { honeypotValue } from "~/components/forms/honeypot";
import {
  type FormKind,
  type FormValues,
  type SubmitResult,
  submissionId,
  submitForm,
} from "~/lib/submit";

type Options<V extends FormValues> = {
  /** When the form came alive (Date.now()), if before this hook mounted; the fill time counts from here. */
  startedAt?: number;
  /** The one place a form reacts to a delivered submission (reset, notice, analytics). */
  onDelivered: (values: V, result: Extract<SubmitResult, { ok: true }>) => void;
};

/**
 * How both forms send (decision 0006): one submit at a time, the same id for every retry of the
 * same values, the fill-time and honeypot checks of `submitForm`, and the failed state that the
 * form shows as its notice. The form validates with its own schema and calls `deliver`.
 *
 * ```tsx
 * const delivery = useFormDelivery<Values>("newsletter", { onDelivered });
 * <form onSubmit={delivery.onSubmit(async (e) => { …validate…; await delivery.deliver(values, e.currentTarget) })}>
 * ```
 */
export function useFormDelivery<V extends FormValues>(
  kind: FormKind,
  { startedAt, onDelivered }: Options<V>,
) {
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  // A second press while one submit runs does nothing: the button is disabled, but a double
  // click can land before it re-renders.
  const busy = useRef(false);
  const started = useRef(startedAt ?? 0);
  const pending = useRef<{ key: string; id: string } | null>(null);
  const delivered = useRef(onDelivered);
  useEffect(() => {
    delivered.current = onDelivered;
  });
  useEffect(() => {
    started.current ||= Date.now();
  }, []);

  /** Wraps a submit handler: no native submit, and one run at a time. */
  const onSubmit =
    (run: (e: FormEvent<HTMLFormElement>) => Promise<void>) =>
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (busy.current) return;
      busy.current = true;
      try {
        await run(e);
      } finally {
        busy.current = false;
      }
    };

  /** Sends checked values; true when delivered (then `onDelivered` has run). */
  async function deliver(values: V, form: HTMLFormElement | null): Promise<boolean> {
    // A retry of the same values keeps its id, so the receiver can drop a duplicate.
    const key = JSON.stringify(values);
    if (pending.current?.key !== key) pending.current = { key, id: submissionId() };
    setFailed(false);
    setSending(true);
    const result = await submitForm(kind, values, {
      startedAt: started.current,
      trap: honeypotValue(form),
      id: pending.current.id,
    });
    setSending(false);
    if (!result.ok) {
      setFailed(true);
      return false;
    }
    pending.current = null;
    delivered.current(values, result);
    return true;
  }

  /** Forget a failed send (the visitor started over or the values no longer stand). */
  function clear() {
    pending.current = null;
    setFailed(false);
  }

  return { failed, sending, onSubmit, deliver, clear };
}
