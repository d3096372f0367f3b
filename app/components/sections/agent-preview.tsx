import { PreviewCard, PreviewTitle } from "~/components/sections/family-preview";
import type { Conversation } from "~/content/solutions/schema";

export type AgentPreviewItem = { title: string; to: string; conversation: Conversation };

/**
 * The /ai-agents hero visual: each agent page as the first exchange of its own sample
 * conversation (the customer's question, the agent's reply), each a link to the page. Large
 * screens only; phones reach the same pages from the catalogue below.
 */
export function AgentPreview({ items }: { items: readonly AgentPreviewItem[] }) {
  return (
    <nav aria-label="Our AI agents">
      <ul role="list" className="grid grid-cols-1 gap-4">
        {items.map((item, i) => {
          const question = item.conversation.lines.find((l) => l.from === "person");
          const reply = item.conversation.lines.find((l) => l.from === "agent");
          return (
            <li key={item.to} className={i === 1 ? "lg:ml-10" : undefined}>
              <PreviewCard to={item.to} className="p-4">
                <PreviewTitle title={item.title} />
                <span lang={item.conversation.lang} className="mt-3 grid grid-cols-1 gap-2 text-sm">
                  {question && (
                    <span className="max-w-[85%] rounded-2xl rounded-bl-sm bg-white/90 px-3 py-2 text-brand-950">
                      <span className="block truncate">{question.text}</span>
                    </span>
                  )}
                  {reply && (
                    <span className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-white">
                      <span className="line-clamp-2">{reply.text}</span>
                    </span>
                  )}
                </span>
              </PreviewCard>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
