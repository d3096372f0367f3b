import type { Step } from "~/content/schema";

/**
 * A service page's hero visual: the engagement it sells, drawn as a short plan (its own steps,
 * numbered on a line), so each service shows what working together looks like before a word of
 * the page is read. Built from the page's steps block: one fact, two places.
 */
export function PlanCard({
  title,
  steps,
  blockId,
}: {
  title: string;
  steps: Step[];
  blockId: string;
}) {
  return (
    <figure className="rounded-card border border-white/15 bg-white/[0.06] p-6 shadow-2xl sm:p-8">
      <figcaption className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
        {title}
      </figcaption>
      <ol role="list" className="relative mt-6 grid gap-5">
        <span
          aria-hidden="true"
          className="absolute top-4 bottom-4 left-[0.9375rem] w-px bg-gradient-to-b from-accent-400 to-white/10"
        />
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex gap-4">
            <span
              aria-hidden="true"
              className="z-10 grid size-8 shrink-0 place-items-center rounded-full bg-accent-400 text-sm font-bold text-brand-950"
            >
              {i + 1}
            </span>
            <span className="pt-1">
              <span className="block font-semibold text-white">{step.title}</span>
              <span className="mt-1 hidden text-sm leading-relaxed text-brand-100 sm:line-clamp-2">
                {step.description}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <a
        href={`#${blockId}`}
        className="mt-6 inline-flex text-sm font-semibold text-white underline decoration-accent-400 underline-offset-4 hover:decoration-2"
      >
        How each step works
      </a>
    </figure>
  );
}
