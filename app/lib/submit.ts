import { timing } from "~/config/timing";

/** The `form` name in the payload; each form names itself (README, "Form endpoint"). */
export type FormKind = "newsletter" | "audit-request";

/** What a form sends, after its schema has trimmed and checked it (the schemas live with the forms). */
export type FormValues = Record<string, string | null | undefined>;

/** The JSON body the endpoint receives (README, "Form endpoint"). */
export type FormPayload<V extends FormValues = FormValues> = {
  form: FormKind;
  /** The same for every retry of one submission, so the receiver can drop duplicates. */
  id: string;
  /** Every field, with `null` for an optional field left empty. */
  values: { [F in keyof V]-?: Exclude<V[F], undefined> | null };
  /** ISO 8601, from the visitor's clock. */
  submittedAt: string;
  /** Path of the page the form was sent from. */
  page: string;
};

/** How a submission ended. Failures never throw: the form decides what the visitor sees. */
export type SubmitResult =
  | {
      ok: true;
      /** "simulated": no endpoint, logged locally; "dropped": looked like a bot, nothing sent. */
      delivery: "simulated" | "endpoint" | "dropped";
    }
  | { ok: false; reason: "http"; status: number }
  | { ok: false; reason: "network" | "timeout" };

type SubmitGuard = {
  /** When the form appeared (Date.now()); a faster post than `minFillMs` is a bot's. */
  startedAt: number;
  /** The honeypot's value: a person never sees the field, so anything in it is a bot's. */
  trap?: string;
  /** Stable across retries of one submission (see `submissionId`). */
  id?: string;
};

type Deps = { endpoint?: string | null; fetch?: typeof fetch; now?: () => number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let cachedEndpoint: string | null | undefined;

/**
 * The configured endpoint: postbuild writes `<meta name="form-endpoint">` into every page from
 * VITE_FORM_ENDPOINT, next to the CSP that allows it. The dev server has no
 * postbuild, so there the variable is read directly. Read once: the page's first document is
 * the one postbuild wrote.
 */
export function formEndpoint(): string | null {
  if (cachedEndpoint !== undefined) return cachedEndpoint;
  if (typeof document === "undefined") return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="form-endpoint"]')?.content;
  const dev = import.meta.env.DEV
    ? (import.meta.env.VITE_FORM_ENDPOINT as string | undefined)
    : undefined;
  cachedEndpoint = meta || dev || null;
  return cachedEndpoint;
}

/** Tests only: forget the endpoint read from the page. */
export function resetFormEndpoint() {
  cachedEndpoint = undefined;
}

/** A random id for one submission. */
export function submissionId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** True when the post came from something faster than a person, or one that fills hidden fields. */
export function looksAutomated(guard: SubmitGuard, now: number): boolean {
  if (guard.trap) return true;
  return now - guard.startedAt < timing.formDelivery.minFillMs;
}

function payload<V extends FormValues>(kind: FormKind, values: V, id: string): FormPayload<V> {
  const filled = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v === undefined ? null : v]),
  ) as FormPayload<V>["values"];
  return {
    form: kind,
    id,
    values: filled,
    submittedAt: new Date().toISOString(),
    page: typeof location === "undefined" ? "" : location.pathname,
  };
}

async function post(endpoint: string, body: FormPayload, fetchImpl: typeof fetch) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timing.formDelivery.timeoutMs);
  try {
    const res = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: "omit",
      cache: "no-store",
    });
    // The body is not needed; let the connection go.
    void res.body?.cancel().catch(() => {});
    return res.ok
      ? ({ ok: true, delivery: "endpoint" } as const)
      : ({ ok: false, reason: "http", status: res.status } as const);
  } catch {
    return controller.signal.aborted
      ? ({ ok: false, reason: "timeout" } as const)
      : ({ ok: false, reason: "network" } as const);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends one form. Both forms go through here.
 * - A bot's post (honeypot filled, or sent faster than a person could) is dropped: nothing is
 *   sent or logged, and after the usual delay it reports success, so the bot learns nothing.
 * - With no endpoint configured: the values are logged locally and it succeeds after
 *   `timing.simulatedSubmitMs`.
 * - With an endpoint: one JSON POST, failing on a non-2xx answer, a network error or no answer
 *   within `timing.formDelivery.timeoutMs`.
 */
export async function submitForm(
  kind: FormKind,
  values: FormValues,
  guard: SubmitGuard,
  deps: Deps = {},
): Promise<SubmitResult> {
  const now = deps.now ?? Date.now;
  if (looksAutomated(guard, now())) {
    await wait(timing.simulatedSubmitMs);
    return { ok: true, delivery: "dropped" };
  }
  const endpoint = deps.endpoint === undefined ? formEndpoint() : deps.endpoint;
  if (!endpoint) {
    console.info(`[${kind}]`, values);
    await wait(timing.simulatedSubmitMs);
    return { ok: true, delivery: "simulated" };
  }
  return post(
    endpoint,
    payload(kind, values, guard.id ?? submissionId()),
    deps.fetch ?? globalThis.fetch.bind(globalThis),
  );
}
