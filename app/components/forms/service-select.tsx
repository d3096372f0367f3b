import type * as React from "react";
import { startTransition, useState } from "react";
import type { ControllerRenderProps } from "react-hook-form";

import { type AuditRequestInput, auditServices } from "~/components/forms/audit-request-schema";
import type { ControlProps } from "~/components/forms/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";

// The same element on every render: when the field's error changes, React skips the five
// options Radix renders even while the list is closed.
const serviceOptions = (
  <SelectContent>
    {auditServices.map((service) => (
      <SelectItem key={service} value={service}>
        {service}
      </SelectItem>
    ))}
  </SelectContent>
);

/**
 * The service dropdown. Its options mount when the list first opens or the trigger first takes
 * focus (type-ahead works on the closed list too), not with the form: Radix Select renders
 * them into a detached fragment and registers each in layout effects, a cascade of synchronous
 * re-renders that would be one long task on a slow phone right after the form hydrated. The
 * trigger shows the chosen service itself (an option's label is its
 * value), so a restored draft reads right before the options exist.
 */
export function ServiceSelect({
  name,
  value,
  onChange,
  onBlur,
  triggerRef,
  aria,
}: Omit<ControllerRenderProps<AuditRequestInput, "service">, "ref" | "disabled"> & {
  triggerRef: ControllerRenderProps["ref"];
  aria: ControlProps;
}) {
  const [open, setOpen] = useState(false);
  const [optionsMounted, setOptionsMounted] = useState(false);
  return (
    <Select name={name} value={value} onValueChange={onChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger
        {...aria}
        ref={triggerRef}
        onBlur={onBlur}
        onFocus={() => startTransition(() => setOptionsMounted(true))}
      >
        <SelectValue placeholder="Choose a service">{value}</SelectValue>
      </SelectTrigger>
      {(open || optionsMounted) && serviceOptions}
    </Select>
  );
}
