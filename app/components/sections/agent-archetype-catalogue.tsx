import { AgentCatalogue, type AgentCatalogueProps } from "~/components/sections/agent-catalogue";
import { agentArchetypes } from "~/content/solutions/agent-catalogue";

/**
 * The agent catalogue with the archetypes it lists, as one lazy section's target for /ai-agents
 * (routes/ai-agents.tsx): the section's code and its content load after the first paint. Only
 * imported dynamically, so its chunk needs no namespace helper in the runtime chunk every page
 * loads (the catalogue itself is a static import of /services/our-agents).
 */
export function AgentArchetypeCatalogue(props: Omit<AgentCatalogueProps, "agents">) {
  return <AgentCatalogue {...props} agents={agentArchetypes} />;
}
