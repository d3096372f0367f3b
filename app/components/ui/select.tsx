import * as SelectPrimitive from "@radix-ui/react-select";
import type * as React from "react";

import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * Radix Select. Radix's defaults already match the spec's dropdown constants (10 px collision
 * padding, 1 s type-ahead reset, 50 ms scroll step; see config/timing.ts `select`).
 * An item's value must never be "": Radix reserves it for "nothing chosen" (the placeholder).
 */
export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        "flex h-12 w-full items-center justify-between gap-2 rounded-control border border-slate-500 bg-white px-3.5 text-left text-base text-foreground aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive data-placeholder:text-muted-foreground",
        className,
      )}
      {...props}
    >
      <span className="min-w-0 truncate">{children}</span>
      <SelectPrimitive.Icon asChild>
        <Icon name="chevron-down" className="size-5 text-brand-700" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position="popper"
        sideOffset={6}
        className={cn(
          "z-[80] max-h-(--radix-select-content-available-height) w-(--radix-select-trigger-width) overflow-hidden rounded-control border border-border bg-white shadow-xl data-[state=open]:animate-[menu-in_150ms_ease-out]",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1.5">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex cursor-default items-center rounded-md py-2.5 pr-3 pl-9 text-base text-foreground outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-950 data-[state=checked]:font-semibold",
        className,
      )}
      {...props}
    >
      <span className="absolute left-2.5 inline-flex size-5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Icon name="check" className="size-4 text-brand-700" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
