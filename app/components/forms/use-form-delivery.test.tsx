import { act, renderHook } from "@testing-library/react";
import type { FormEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useFormDelivery } from "~/components/forms/use-form-delivery";
import * as submit from "~/lib/submit";

afterEach(() => vi.restoreAllMocks());

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

function setup(startedAt?: number) {
  const onDelivered = vi.fn();
  const hook = renderHook(() =>
    useFormDelivery<{ email: string }>("newsletter", { startedAt, onDelivered }),
  );
  return { hook, onDelivered };
}

describe("useFormDelivery", () => {
  it("keeps the failed state until a send succeeds, and reuses the id for the same values", async () => {
    const send = vi
      .spyOn(submit, "submitForm")
      .mockResolvedValueOnce({ ok: false, reason: "timeout" })
      .mockResolvedValueOnce({ ok: false, reason: "network" })
      .mockResolvedValueOnce({ ok: true, delivery: "endpoint" })
      .mockResolvedValueOnce({ ok: true, delivery: "endpoint" });
    const { hook, onDelivered } = setup(1234);
    await act(() => hook.result.current.deliver({ email: "a@b.co" }, null));
    expect(hook.result.current.failed).toBe(true);
    expect(onDelivered).not.toHaveBeenCalled();
    await act(() => hook.result.current.deliver({ email: "a@b.co" }, null));
    await act(() => hook.result.current.deliver({ email: "c@d.co" }, null));
    expect(hook.result.current.failed).toBe(false);
    expect(onDelivered).toHaveBeenCalledExactlyOnceWith(
      { email: "c@d.co" },
      { ok: true, delivery: "endpoint" },
    );
    await act(() => hook.result.current.deliver({ email: "c@d.co" }, null));
    const ids = send.mock.calls.map((c) => c[2].id);
    expect(ids[1]).toBe(ids[0]); // a retry of the same values
    expect(ids[2]).not.toBe(ids[1]); // new values
    expect(ids[3]).not.toBe(ids[2]); // delivered: a new submission
    expect(send.mock.calls[0]![2]).toMatchObject({ startedAt: 1234, trap: "" });
  });

  it("runs one submit at a time and never lets the browser post", async () => {
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { hook } = setup();
    const handler = hook.result.current.onSubmit(run);
    const first = event();
    let done!: Promise<void>;
    act(() => {
      done = handler(first);
      void handler(event());
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(first.preventDefault).toHaveBeenCalled();
    await act(async () => {
      finish();
      await done;
    });
    act(() => void handler(event()));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("counts the fill time from mount when no earlier start is given", async () => {
    vi.spyOn(Date, "now").mockReturnValue(5000);
    const send = vi
      .spyOn(submit, "submitForm")
      .mockResolvedValue({ ok: true, delivery: "dropped" });
    const { hook } = setup();
    await act(() => hook.result.current.deliver({ email: "a@b.co" }, null));
    expect(send.mock.calls[0]![2].startedAt).toBe(5000);
  });
});
