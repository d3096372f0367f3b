import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { timing } from "~/config/timing";
import {
  type FormPayload,
  formEndpoint,
  looksAutomated,
  resetFormEndpoint,
  submissionId,
  submitForm,
} from "~/lib/submit";

const ENDPOINT = "https://hooks.example.com/webhook/forms";
const audit = {
  name: "Jordan Avery",
  email: "jordan@example.com",
  website: undefined,
  service: "E-commerce Platforms" as const,
};

/** A form that appeared long enough ago to pass the fill-time check. */
const human = () => ({ startedAt: Date.now() - 60_000 });

/** A fake fetch that records each call and answers with `answer`. */
function fakeFetch(answer: (init: RequestInit) => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    return answer(init!);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

/** Never answers; rejects like the browser when its signal aborts. */
const hang = (init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal!.addEventListener("abort", () =>
      reject(new DOMException("The operation was aborted.", "AbortError")),
    );
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetFormEndpoint();
  document.head.querySelector('meta[name="form-endpoint"]')?.remove();
});

describe("submitForm without an endpoint", () => {
  it("logs the values locally and succeeds after 1000 ms, sending nothing", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const { fetch, calls } = fakeFetch(() => Promise.resolve(new Response(null)));
    let result: unknown;
    void submitForm("newsletter", { email: "a@b.co" }, human(), { endpoint: null, fetch }).then(
      (r) => (result = r),
    );
    expect(log).toHaveBeenCalledWith("[newsletter]", { email: "a@b.co" });
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: true, delivery: "simulated" });
    expect(calls).toHaveLength(0);
  });

  it("reads no endpoint from a page without the meta tag", () => {
    expect(formEndpoint()).toBeNull();
  });
});

describe("submitForm with an endpoint", () => {
  it("reads the endpoint from the page's <meta name=form-endpoint>", () => {
    document.head.insertAdjacentHTML(
      "beforeend",
      `<meta name="form-endpoint" content="${ENDPOINT}">`,
    );
    expect(formEndpoint()).toBe(ENDPOINT);
  });

  it("POSTs one JSON payload and succeeds on a 2xx answer", async () => {
    vi.setSystemTime(new Date("2026-11-23T10:00:00.000Z"));
    const { fetch, calls } = fakeFetch(() => Promise.resolve(new Response(null, { status: 204 })));
    const result = await submitForm(
      "audit-request",
      audit,
      { ...human(), id: "abc-123" },
      { endpoint: ENDPOINT, fetch },
    );
    expect(result).toEqual({ ok: true, delivery: "endpoint" });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.credentials).toBe("omit");
    expect(JSON.parse(init.body as string)).toEqual({
      form: "audit-request",
      id: "abc-123",
      values: { ...audit, website: null },
      submittedAt: "2026-11-23T10:00:00.000Z",
      page: "/",
    } satisfies FormPayload<typeof audit>);
  });

  it.each([400, 404, 429, 500, 503])("fails on HTTP %i without throwing", async (status) => {
    const { fetch } = fakeFetch(() => Promise.resolve(new Response("no", { status })));
    await expect(
      submitForm("newsletter", { email: "a@b.co" }, human(), { endpoint: ENDPOINT, fetch }),
    ).resolves.toEqual({ ok: false, reason: "http", status });
  });

  it("fails on a network error (or a CORS refusal) without throwing", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(
      submitForm("newsletter", { email: "a@b.co" }, human(), { endpoint: ENDPOINT, fetch }),
    ).resolves.toEqual({ ok: false, reason: "network" });
  });

  it("gives up after the timeout and reports it", async () => {
    const { fetch, calls } = fakeFetch(hang);
    let result: unknown;
    void submitForm("newsletter", { email: "a@b.co" }, human(), {
      endpoint: ENDPOINT,
      fetch,
    }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(timing.formDelivery.timeoutMs - 1);
    expect(result).toBeUndefined();
    expect(calls[0]!.init.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, reason: "timeout" });
    expect(calls).toHaveLength(1);
  });

  it("clears its timer once answered", async () => {
    const { fetch } = fakeFetch(() => Promise.resolve(new Response(null)));
    await submitForm("newsletter", { email: "a@b.co" }, human(), { endpoint: ENDPOINT, fetch });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("bots", () => {
  it("a filled honeypot: nothing sent or logged, success after the usual delay", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const { fetch, calls } = fakeFetch(() => Promise.resolve(new Response(null)));
    const done = submitForm(
      "newsletter",
      { email: "a@b.co" },
      { ...human(), trap: "http://spam.example" },
      { endpoint: ENDPOINT, fetch },
    );
    await vi.advanceTimersByTimeAsync(timing.simulatedSubmitMs);
    await expect(done).resolves.toEqual({ ok: true, delivery: "dropped" });
    expect(calls).toHaveLength(0);
    expect(log).not.toHaveBeenCalled();
  });

  it("a post faster than the minimum fill time is dropped; one at the minimum is sent", async () => {
    const { fetch, calls } = fakeFetch(() => Promise.resolve(new Response(null)));
    const now = Date.now();
    const early = submitForm(
      "newsletter",
      { email: "a@b.co" },
      { startedAt: now - timing.formDelivery.minFillMs + 1 },
      { endpoint: ENDPOINT, fetch },
    );
    await vi.advanceTimersByTimeAsync(timing.simulatedSubmitMs);
    await expect(early).resolves.toEqual({ ok: true, delivery: "dropped" });
    expect(calls).toHaveLength(0);

    await expect(
      submitForm(
        "newsletter",
        { email: "a@b.co" },
        { startedAt: now - timing.formDelivery.minFillMs },
        { endpoint: ENDPOINT, fetch },
      ),
    ).resolves.toEqual({ ok: true, delivery: "endpoint" });
    expect(calls).toHaveLength(1);
  });

  it("looksAutomated: an empty honeypot and a realistic fill time pass", () => {
    expect(looksAutomated({ startedAt: 0, trap: "" }, 5000)).toBe(false);
    expect(looksAutomated({ startedAt: 0, trap: "x" }, 5000)).toBe(true);
    expect(looksAutomated({ startedAt: 4000 }, 5000)).toBe(true);
  });
});

describe("submissionId", () => {
  it("is unique per call", () => {
    const ids = new Set(Array.from({ length: 50 }, submissionId));
    expect(ids.size).toBe(50);
  });
});
