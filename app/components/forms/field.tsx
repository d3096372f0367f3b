import type * as React from "react";

export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  hint?: string;
  error?: string;
  /** Renders the control with the id and ARIA wiring it needs. */
  children: (control: ControlProps) => React.ReactNode;
};

/** A form field: a real label, the control, and the error under it tied by aria-describedby. */
export function Field({ id, label, labelNote, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // While an error shows it replaces the hint, so only the visible text is referenced.
  const describedBy = errorId ?? hintId;
  return (
    <div data-slot="field" className="grid min-w-0 content-start gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-brand-950">
        {label}
        {labelNote && <span className="ml-1 font-normal text-muted-foreground">{labelNote}</span>}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium break-words text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Shared look of the text inputs; the red ring marks an invalid field besides its message. */
export const inputClass =
  "h-12 w-full min-w-0 rounded-control border border-slate-500 bg-white px-3.5 text-base text-foreground placeholder:text-slate-500 aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive";
