import { CatalogueCard } from "~/components/sections/catalogue-card";
import { BookCallButton } from "~/components/ui/book-call-button";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Agent } from "~/content/schema";

export type AgentCatalogueProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  agents: Agent[];
  tone?: "default" | "muted" | "tint";
};

/**
 * The agent catalogue: one card per archetype with category, description, features
 * and a Learn More button that opens booking. Shared by /ai-agents and /services/our-agents.
 */
export function AgentCatalogue({ eyebrow, title, intro, agents, tone }: AgentCatalogueProps) {
  return (
    <Section tone={tone} id="agent-catalogue" aria-labelledby="agent-catalogue-title">
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id="agent-catalogue-title" />
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {agents.map((agent) => (
          <li key={agent.name} data-agent={agent.category}>
            <CatalogueCard
              icon={agent.icon}
              kicker={agent.category}
              title={agent.name}
              description={agent.description}
              bullets={agent.features}
              bulletsLabel={`${agent.name} features`}
            >
              <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                <BookCallButton variant="default">
                  Learn More<span className="sr-only"> about the {agent.name}</span>
                </BookCallButton>
                {agent.page && (
                  <ArrowLink to={agent.page} hidden={`for the ${agent.name}`}>
                    How it works
                  </ArrowLink>
                )}
              </div>
            </CatalogueCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
