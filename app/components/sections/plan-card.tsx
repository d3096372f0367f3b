import { HeroPanel } from "~/components/ui/hero-panel";
import type { Step } from "~/content/schema";
import { cn } from "~/lib/cn";

/**
 * A hero visual drawn as a short plan: the page's own steps, numbered on a line. Service pages
 * show the engagement they sell and link down to the steps block (one fact, two places); the
 * contact page shows the call's agenda in full (`details`), and has no block below.
 */
export function PlanCard({
  title,
  steps,
  blockId,
  details = false,
}: {
  title: string;
  steps: readonly Step[];
  blockId?: string;
  /** Show every step's description, on phones too. */
  details?: boolean;
}) {
  return (
    <HeroPanel
      title={title}
      more={blockId ? { label: "How each step works", to: `#${blockId}` } : undefined}
    >
      <ol role="list" className="relative grid gap-5">
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
              <span
                className={cn(
                  "mt-1 text-sm leading-relaxed text-brand-100",
                  details ? "block" : "hidden sm:line-clamp-2",
                )}
              >
                {step.description}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}
