import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { DiagramNode, WorkflowDiagramContent } from "~/content/solutions/schema";
import { cn } from "~/lib/cn";

type Kind = "trigger" | "step" | "outcome";

const nodeStyles: Record<Kind, string> = {
  trigger: "border-accent-300 bg-accent-100 text-brand-950",
  step: "border-border bg-white text-brand-950",
  outcome: "border-brand-700 bg-brand-800 text-white",
};

const cols: Record<number, string> = {
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
};

/**
 * Trigger → steps → outcome as an ordered HTML list (real text, so it reads in order with a
 * screen reader), arrows drawn between boxes, and a one-paragraph text equivalent below.
 */
export function WorkflowDiagram({
  eyebrow,
  title,
  intro,
  trigger,
  steps,
  outcome,
  summary,
}: WorkflowDiagramContent) {
  const nodes: { kind: Kind; tag: string; node: DiagramNode }[] = [
    { kind: "trigger", tag: "Trigger", node: trigger },
    ...steps.map((node, i) => ({ kind: "step" as const, tag: `Step ${i + 1}`, node })),
    { kind: "outcome", tag: "Outcome", node: outcome },
  ];
  return (
    <Section tone="tint" id="workflow" aria-labelledby="workflow-title">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id="workflow-title" />
      <figure>
        <ol
          aria-label="Workflow diagram, from trigger to outcome"
          className={cn("grid gap-10 lg:gap-8", cols[nodes.length])}
        >
          {nodes.map(({ kind, tag, node }, i) => (
            <li
              key={tag}
              data-kind={kind}
              className={cn(
                "relative flex flex-col rounded-card border p-5 shadow-sm",
                nodeStyles[kind],
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <span
                  className={cn(
                    "text-xs font-bold tracking-wider uppercase",
                    kind === "outcome" ? "text-accent-300" : "text-brand-700",
                  )}
                >
                  {tag}
                </span>
                <Icon
                  name={node.icon}
                  className={cn(
                    "size-6",
                    kind === "outcome" ? "text-accent-300" : "text-brand-600",
                  )}
                />
              </div>
              <p className="mt-3 text-lg leading-snug font-semibold">{node.label}</p>
              <p
                className={cn(
                  "mt-2 text-sm leading-relaxed",
                  kind === "outcome" ? "text-brand-50" : "text-muted-foreground",
                )}
              >
                {node.detail}
              </p>
              {i < nodes.length - 1 && (
                <Icon
                  name="arrow-right"
                  strokeWidth={2.5}
                  className="absolute -bottom-9 left-1/2 size-7 -translate-x-1/2 rotate-90 text-brand-500 lg:top-1/2 lg:-right-8 lg:bottom-auto lg:left-auto lg:-translate-x-0 lg:-translate-y-1/2 lg:rotate-0"
                />
              )}
            </li>
          ))}
        </ol>
        <figcaption className="mt-10 max-w-3xl rounded-card border border-brand-200 bg-white p-5 leading-relaxed text-foreground">
          <span className="font-semibold text-brand-900">In plain words: </span>
          {summary}
        </figcaption>
      </figure>
    </Section>
  );
}
