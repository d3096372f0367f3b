import { Icon } from "~/components/ui/icon";
import * as ToastPrimitive from "@radix-ui/react-toast";

import { timing } from "~/config/timing";
import { dismissToast, useCurrentToast } from "~/lib/toast-store";

/** The site's single toast region: Radix handles swipe, pause on hover/focus and the F8 hotkey. */
export function Toaster() {
  const item = useCurrentToast();
  return (
    <ToastPrimitive.Provider
      duration={timing.toast.durationMs}
      swipeDirection="right"
      swipeThreshold={timing.toast.swipeThresholdPx}
      label="Notification"
    >
      {item && (
        <ToastPrimitive.Root
          key={item.id}
          data-testid="toast"
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className="group pointer-events-auto relative grid w-full grid-cols-[1fr_auto] items-start gap-3 rounded-card border border-brand-200 bg-white p-4 pr-3 shadow-xl data-[state=closed]:animate-[toast-out_200ms_ease-in] data-[state=open]:animate-[toast-in_250ms_ease-out] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out] data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)"
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold text-brand-950">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <Icon name="x" aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        data-toast-viewport=""
        hotkey={[...timing.toast.hotkey]}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
