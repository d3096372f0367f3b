import type { AgentPage } from "./schema";
import salesAgents from "~/content/agent-pages/sales-agents";
import marketingAgents from "~/content/agent-pages/marketing-agents";
import customerServiceAgents from "~/content/agent-pages/customer-service-agents";

/** The three AI agent pages, for the build and tests. Each record is its own module in
 * content/agent-pages/, and a page loads only its own (routes/ai-agent-detail.tsx). */
export const agentPages = [
  salesAgents,
  marketingAgents,
  customerServiceAgents,
] satisfies AgentPage[];
