import { Suspense, lazy, useEffect, useRef, useState } from "react";

import type { AuditRequestFormProps } from "~/components/forms/audit-request-form";

const load = () => import("~/components/forms/audit-request-form");
let loaded = false;
let loading: ReturnType<typeof load> | undefined;
const loadOnce = () => (loading ??= load().finally(() => (loaded = true)));

// Resolved once the form is wanted (near the screen, or used) on this visit.
let want!: () => void;
const wanted = new Promise<void>((resolve) => (want = resolve));

/**
 * The live form: prerendering has it at once (server only), so the HTML holds all of it; in the
 * browser it is ready once its code has arrived and the form is wanted. Until then its Suspense
 * boundary keeps what it had.
 */
const LiveForm = import.meta.env.SSR
  ? (await load()).AuditRequestForm
  : lazy(() =>
      wanted.then(loadOnce).then(
        (m) => ({ default: m.AuditRequestForm }),
        // Code that never arrives (offline) leaves the prerendered form as it is, rather
        // than the route's error page.
        () => new Promise<never>(() => {}),
      ),
    );

/**
 * The audit form's code is two chunks that only this page fetches, right after its first-load
 * scripts: the form (react-hook-form, zod) and Radix Select, which the form's module awaits, so
 * the browser evaluates them in two shorter tasks rather than one long one. The prerendered form
 * sits in a Suspense boundary that React leaves as it is (plain HTML, typed into like any form,
 * submits held by the page's guard, lib/early-submit.ts) until the code has arrived and the form
 * comes within a screen of the viewport or is used first. React then hydrates the form in place:
 * the same elements, so what was typed and the focus stay, and no style or layout of a new form.
 * After a client-side navigation a placeholder of the same size shows until the code arrives.
 */
export function LazyAuditRequestForm(props: AuditRequestFormProps) {
  const island = useRef<HTMLDivElement>(null);
  // Prerendered form still to hydrate: it was usable from the page's start, which is where the
  // fill time counts from (lib/submit.ts).
  const [startedAt] = useState(() =>
    !loaded &&
    typeof document !== "undefined" &&
    document.querySelector(`[data-island="${props.id}"] form`)
      ? Date.now() - performance.now()
      : undefined,
  );
  const prerendered = startedAt !== undefined;
  useEffect(() => {
    if (loaded) return;
    void loadOnce();
    const el = island.current!;
    // Hydrating the form is a render of every field and Radix Select's mount, a long task on a
    // slow phone: at load it would block the page for visitors who never scroll to it, so it
    // waits until the form is within a screen of the viewport.
    if (!prerendered || typeof IntersectionObserver === "undefined") {
      want();
      return;
    }
    const events = ["input", "focusin", "submit"] as const;
    const stop = () => {
      approach.disconnect();
      for (const type of events) el.removeEventListener(type, wantNow);
    };
    const wantNow = () => {
      stop();
      want();
    };
    for (const type of events) el.addEventListener(type, wantNow);
    const approach = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && wantNow(),
      { rootMargin: "100% 0px" },
    );
    approach.observe(el);
    return stop;
  }, [prerendered]);

  return (
    <div ref={island} data-island={props.id}>
      <Suspense fallback={<Placeholder />}>
        <LiveForm {...props} startedAt={startedAt} />
      </Suspense>
    </div>
  );
}

function Placeholder() {
  return (
    <div
      aria-busy="true"
      className="min-h-[28rem] rounded-card border border-border bg-white p-8 text-muted-foreground shadow-sm sm:min-h-[20rem]"
    >
      Loading the audit form…
    </div>
  );
}
