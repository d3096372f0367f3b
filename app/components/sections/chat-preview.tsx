import type { Conversation } from "~/content/solutions/schema";
import { cn } from "~/lib/cn";

/** A sample conversation between a customer and an AI agent, drawn as chat bubbles. */
export function ChatPreview({ channel, lang, lines, agent, person }: Conversation) {
  return (
    <figure className="overflow-hidden rounded-card border border-border bg-white shadow-md">
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border bg-muted px-5 py-3">
        <span className="inline-flex items-center gap-3 text-sm font-semibold whitespace-nowrap text-brand-950">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-500" />
          Sample conversation
        </span>
        <span className="text-sm whitespace-nowrap text-muted-foreground">{channel}</span>
      </figcaption>
      <ol role="list" lang={lang} className="grid gap-4 p-5 sm:p-6">
        {lines.map((line, i) => {
          const fromAgent = line.from === "agent";
          return (
            <li key={i} className={cn("flex flex-col", fromAgent ? "items-end" : "items-start")}>
              <span className="mb-1 text-xs font-semibold text-muted-foreground" lang="en">
                {fromAgent ? agent : person}
              </span>
              <p
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-3 leading-relaxed",
                  fromAgent
                    ? "rounded-br-sm bg-brand-800 text-white"
                    : "rounded-bl-sm bg-muted text-foreground",
                )}
              >
                {line.text}
              </p>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
