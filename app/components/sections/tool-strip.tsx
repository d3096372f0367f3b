import { Section } from "~/components/ui/section";

/**
 * The everyday tools the agency connects, as plain-text wordmarks (no logos: names are facts,
 * logos are other companies' marks). A compact band between larger sections.
 */
export function ToolStrip({
  title,
  tools,
  id = "tools",
}: {
  title: string;
  tools: readonly string[];
  id?: string;
}) {
  return (
    <Section
      tone="muted"
      id={id}
      aria-labelledby={`${id}-title`}
      className="py-8 sm:py-10 lg:py-12"
    >
      <div className="grid items-center gap-5 lg:grid-cols-[14rem_1fr] lg:gap-10">
        <h2
          id={`${id}-title`}
          className="text-sm font-semibold tracking-wider text-brand-700 uppercase"
        >
          {title}
        </h2>
        <ul
          role="list"
          className="flex flex-wrap gap-x-8 gap-y-3 text-lg font-bold tracking-tight text-slate-600 sm:text-xl"
        >
          {tools.map((tool) => (
            <li key={tool}>{tool}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
