import { type ComponentType, useEffect, useState } from "react";

import { timing } from "~/config/timing";
import { subscribeToasts } from "~/lib/toast-store";

let loader: Promise<ComponentType> | undefined;
function loadToaster() {
  loader ??= import("~/components/ui/toaster").then((m) => m.Toaster);
  return loader;
}

/**
 * The Radix toast region is fetched on demand: at the first notice, or when the visitor presses
 * the viewport hotkey (F8), which is then focused as Radix would. Pages with no notice never pay
 * for it.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    let alive = true;
    const load = () =>
      loadToaster().then((c) => {
        if (alive) setToaster(() => c);
      });
    const unsubscribe = subscribeToasts(load);
    const onKey = (e: KeyboardEvent) => {
      if (!(timing.toast.hotkey as readonly string[]).includes(e.code)) return;
      void load().then(() =>
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>("[data-toast-viewport]")?.focus(),
        ),
      );
    };
    document.addEventListener("keydown", onKey);
    return () => {
      alive = false;
      unsubscribe();
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  return Toaster ? <Toaster /> : null;
}
