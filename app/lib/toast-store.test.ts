import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { dismissToast, toast, useCurrentToast } from "~/lib/toast-store";

describe("toast store", () => {
  it("keeps at most one toast: a new notice replaces the current one", () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => toast({ title: "First" }));
    act(() => toast({ title: "Second", description: "More" }));
    expect(result.current).toMatchObject({ title: "Second", description: "More" });
  });

  it("dismisses only the toast it was asked to", () => {
    const { result } = renderHook(() => useCurrentToast());
    act(() => toast({ title: "Old" }));
    const old = result.current!.id;
    act(() => toast({ title: "New" }));
    act(() => dismissToast(old));
    expect(result.current?.title).toBe("New");
    act(() => dismissToast(result.current!.id));
    expect(result.current).toBeNull();
  });
});
