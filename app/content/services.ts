import type { ServicePage } from "~/content/schema";
import { type ServiceSlug, serviceSlugs } from "~/content/service-slugs";
import aiStrategyConsulting from "~/content/service-pages/ai-strategy-consulting";
import aiEducationPrograms from "~/content/service-pages/ai-education-programs";
import aiRoadmapDevelopment from "~/content/service-pages/ai-roadmap-development";
import aiImplementationServices from "~/content/service-pages/ai-implementation-services";
import fractionalAiLeadership from "~/content/service-pages/fractional-ai-leadership";

/** Every advisory service page, for the route index, the build and tests. Each record lives in
 * content/service-pages/<slug>.ts, and a page loads only its own (routes/service-detail.tsx). */
export const servicePages: readonly (ServicePage & { slug: ServiceSlug })[] = [
  aiStrategyConsulting,
  aiEducationPrograms,
  aiRoadmapDevelopment,
  aiImplementationServices,
  fractionalAiLeadership,
];

export { serviceSlugs };
