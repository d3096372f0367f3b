import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

import { legalSlugs } from "./content/legal/slugs";
import { founderPath } from "./content/route-index";
import { serviceSlugs } from "./content/service-slugs";
import { agentPageSlugs, automationSlugs, leadershipSlugs } from "./content/solutions/slugs";

export default [
  layout("components/layout/site-layout.tsx", [
    index("routes/home.tsx"),
    route("contact", "routes/contact.tsx"),
    // Solutions (issue 3)
    route("automations", "routes/automations.tsx"),
    ...automationSlugs.map((slug) =>
      route(`automations/${slug}`, "routes/automation-detail.tsx", { id: `automation-${slug}` }),
    ),
    route("ai-agents", "routes/ai-agents.tsx"),
    ...agentPageSlugs.map((slug) =>
      route(`ai/${slug}`, "routes/ai-agent-detail.tsx", { id: `ai-agent-${slug}` }),
    ),
    route("fractional-leadership", "routes/fractional-leadership.tsx"),
    ...leadershipSlugs.map((slug) =>
      route(`leadership/${slug}`, "routes/leadership-detail.tsx", { id: `leadership-${slug}` }),
    ),
    route("services/our-agents", "routes/our-agents.tsx"),
    route("services/our-workflows", "routes/our-workflows.tsx"),
    ...serviceSlugs.map((slug) =>
      route(`services/${slug}`, "routes/service-detail.tsx", { id: `service-${slug}` }),
    ),
    route("services/website-development", "routes/website-development.tsx"),
    // Company, education, resources, legal (issue 4)
    route("education", "routes/education.tsx"),
    route("education/financial-courses", "routes/financial-courses.tsx"),
    route("education/podcast", "routes/podcast.tsx"),
    route("education/blog", "routes/education-blog.tsx"),
    route("company", "routes/company.tsx"),
    route(founderPath.slice(1), "routes/founder-story.tsx"),
    route("company/careers", "routes/careers.tsx"),
    route("company/mission-values", "routes/mission-values.tsx"),
    route("resources/ai-glossary", "routes/ai-glossary.tsx"),
    route("resources/case-studies", "routes/case-studies.tsx"),
    route("resources/ai-assessment", "routes/ai-assessment.tsx"),
    route("about/our-process", "routes/our-process.tsx"),
    ...legalSlugs.map((slug) => route(slug, "routes/legal.tsx", { id: `legal-${slug}` })),
    // Blog (issue 5)
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
