import { useId } from "react";

/** The honeypot's field name: plain enough for a bot to fill, unknown to browser autofill. */
export const HONEYPOT_NAME = "notes";

/**
 * A field people never see or reach (visually hidden, out of the tab order, hidden from
 * assistive tech, no autofill) but form-filling bots do. Anything in it marks the post as a
 * bot's (see `submitForm`). Uncontrolled: the form reads the DOM value when it sends, so a
 * value set by script without input events still counts.
 */
export function Honeypot({ defaultValue }: { defaultValue?: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue}
      />
    </div>
  );
}

/** The honeypot's current value in a form. */
export function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement ? field.value : "";
}
