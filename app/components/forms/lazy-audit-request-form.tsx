import { type ReactNode, startTransition, useEffect, useRef, useState } from "react";

import type {
  AuditFormHandoff,
  AuditRequestFormProps,
} from "~/components/forms/audit-request-form";
import { HONEYPOT_NAME } from "~/components/forms/honeypot";
import { takeEarlySubmit } from "~/lib/early-submit";

type FormComponent = (props: AuditRequestFormProps) => ReactNode;
const load = (): Promise<FormComponent> =>
  import("~/components/forms/audit-request-form").then((m) => m.AuditRequestForm);

// Prerendering has the form at once (server only), so the HTML holds all of it.
let loaded: FormComponent | null = import.meta.env.SSR ? await load() : null;
let loading: Promise<FormComponent> | undefined;
const loadOnce = () => (loading ??= load().then((form) => (loaded = form)));

/** Reads what the visitor typed into, focused or submitted in the prerendered copy. */
function takeHandoff(island: HTMLElement, submit: boolean, startedAt: number): AuditFormHandoff {
  const values: Record<string, string> = {};
  let trap: string | undefined;
  for (const input of island.querySelectorAll<HTMLInputElement>("input[name]")) {
    if (input.name === HONEYPOT_NAME) trap = input.value || undefined;
    else if (input.value) values[input.name] = input.value;
  }
  const active = document.activeElement;
  const focus =
    !active || !island.contains(active)
      ? undefined
      : active.tagName === "FORM"
        ? "form"
        : (active.getAttribute("name") ?? undefined);
  return { values, focus, submit, trap, startedAt };
}

/**
 * The audit form's code (react-hook-form, zod, Radix Select) is a chunk that only this page
 * fetches, right after its first-load scripts. Until it arrives and the form nears the screen,
 * the prerendered form stays untouched (an island React does not hydrate); then the live form
 * replaces it, keeping what was typed, the focus and a submit already pressed. After a client-side navigation a
 * placeholder of the same size shows for that moment instead.
 */
export function LazyAuditRequestForm(props: AuditRequestFormProps) {
  const island = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState<FormComponent | null>(() => loaded);
  const [handoff, setHandoff] = useState<AuditFormHandoff>();
  // While hydrating, the prerendered markup is kept exactly as it is.
  const [staticHtml] = useState(() =>
    typeof document === "undefined" || loaded
      ? null
      : (document.querySelector(`[data-island="${props.id}"]`)?.innerHTML ?? null),
  );

  useEffect(() => {
    if (Form) return;
    const el = island.current!;
    // The prerendered form could be typed into from the moment the page arrived; the
    // placeholder shown after a client-side navigation could not.
    const startedAt = staticHtml !== null ? Date.now() - performance.now() : Date.now();
    // Pressed before hydration: the page's early-submit guard held it (lib/early-submit.ts).
    let submitted = takeEarlySubmit(el.querySelector("form"));
    let ready: FormComponent | null = null;
    // The prerendered form is swapped for the live one only when it comes within a screen of
    // the viewport (or is used first): the swap is one React commit of the whole form, a task
    // of about 150 ms on a slow phone, which at load would block the page for visitors who
    // never scroll down to it (decision 0020). A placeholder is replaced at once.
    let near = staticHtml === null || submitted || typeof IntersectionObserver === "undefined";
    // A transition renders the live form in slices instead of one long task, and the picture of
    // the form stays until it commits. Typing, focusing or submitting meanwhile takes the handoff
    // again and restarts the transition, so the live form starts from what is on screen.
    const swap = () => {
      const form = ready;
      if (!form || !near) return;
      const handoff = takeHandoff(el, submitted, startedAt);
      startTransition(() => {
        setHandoff(handoff);
        setForm(() => form);
      });
    };
    const engage = () => {
      near = true;
      swap();
    };
    const hold = (e: Event) => {
      e.preventDefault(); // no native GET submit from the picture of the form
      submitted = true;
      engage();
    };
    el.addEventListener("submit", hold);
    el.addEventListener("input", engage);
    el.addEventListener("focusin", engage);
    const approach = near
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            approach?.disconnect();
            engage();
          },
          { rootMargin: "100% 0px" },
        );
    approach?.observe(el);
    let alive = true;
    void loadOnce().then((form) => {
      if (!alive) return;
      ready = form;
      swap();
    });
    return () => {
      alive = false;
      approach?.disconnect();
      el.removeEventListener("submit", hold);
      el.removeEventListener("input", engage);
      el.removeEventListener("focusin", engage);
    };
  }, [Form, staticHtml]);

  if (Form) {
    return (
      <div key="live" data-island={props.id}>
        <Form {...props} handoff={handoff} />
      </div>
    );
  }
  if (staticHtml !== null) {
    return (
      <div
        key="static"
        ref={island}
        data-island={props.id}
        dangerouslySetInnerHTML={{ __html: staticHtml }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="static" ref={island} data-island={props.id}>
      <div
        aria-busy="true"
        className="min-h-[28rem] rounded-card border border-border bg-white p-8 text-muted-foreground shadow-sm sm:min-h-[20rem]"
      >
        Loading the audit form…
      </div>
    </div>
  );
}
