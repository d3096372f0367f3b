/**
 * The site's one list of pages: app/routes.ts registers a route for each entry and
 * app/content/route-index.ts expands the same entries into the paths that are prerendered,
 * listed in the sitemap and visited by the e2e suite. A page cannot be routed and not indexed,
 * or the reverse. Plain data (no React, no Node): both sides import it.
 */
import { site } from "./config/site";
import { legalSlugs } from "./content/legal/slugs";
import { serviceSlugs } from "./content/service-slugs";
import { agentPageSlugs, automationSlugs, leadershipSlugs } from "./content/solutions/slugs";

type PageRoute = {
  /** URL pattern without the leading slash ("" is the home page, ":slug" a record's slug). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Needed where one module serves several static paths (React Router ids must be unique). */
  id?: string;
  /** For a `:slug` pattern: the slugs to prerender, or "blog" for the Markdown posts' slugs. */
  slugs?: readonly string[] | "blog";
};

export const pageRoutes: readonly PageRoute[] = [
  { path: "", file: "routes/home.tsx" },
  { path: "contact", file: "routes/contact.tsx" },
  // Solutions
  { path: "automations", file: "routes/automations.tsx" },
  { path: "automations/:slug", file: "routes/automation-detail.tsx", slugs: automationSlugs },
  { path: "ai-agents", file: "routes/ai-agents.tsx" },
  { path: "ai/:slug", file: "routes/ai-agent-detail.tsx", slugs: agentPageSlugs },
  { path: "fractional-leadership", file: "routes/fractional-leadership.tsx" },
  { path: "leadership/:slug", file: "routes/leadership-detail.tsx", slugs: leadershipSlugs },
  { path: "services/our-agents", file: "routes/our-agents.tsx" },
  { path: "services/our-workflows", file: "routes/our-workflows.tsx" },
  { path: "services/:slug", file: "routes/service-detail.tsx", slugs: serviceSlugs },
  { path: "services/website-development", file: "routes/website-development.tsx" },
  // Company, education, resources, legal
  { path: "education", file: "routes/education.tsx" },
  { path: "education/financial-courses", file: "routes/financial-courses.tsx" },
  { path: "education/podcast", file: "routes/podcast.tsx" },
  { path: "education/blog", file: "routes/education-blog.tsx" },
  { path: "company", file: "routes/company.tsx" },
  { path: `company/${site.founder.slug}`, file: "routes/founder-story.tsx" },
  { path: "company/careers", file: "routes/careers.tsx" },
  { path: "company/mission-values", file: "routes/mission-values.tsx" },
  { path: "resources/ai-glossary", file: "routes/ai-glossary.tsx" },
  { path: "resources/case-studies", file: "routes/case-studies.tsx" },
  { path: "resources/ai-assessment", file: "routes/ai-assessment.tsx" },
  { path: "about/our-process", file: "routes/our-process.tsx" },
  // At the root a `:slug` would catch every unknown one-segment URL: one static route each.
  ...legalSlugs.map((slug) => ({ path: slug, file: "routes/legal.tsx", id: `legal-${slug}` })),
  // Blog
  { path: "blog", file: "routes/blog.tsx" },
  { path: "blog/:slug", file: "routes/blog-post.tsx", slugs: "blog" },
];

/** Unknown paths: the `*` route, prerendered at this path and copied to 404.html. */
export const notFoundRoute = { path: "*", file: "routes/not-found.tsx", prerenderAt: "/404" };

/** The id React Router gives the route: its own, or its module's path without the extension. */
export function routeId(r: { file: string; id?: string }): string {
  return r.id ?? r.file.replace(/\.tsx$/, "");
}

/** The URL paths of the table, with `:slug` patterns expanded (blog slugs supplied by Node). */
export function expandPaths(blogSlugs: readonly string[]): string[] {
  return pageRoutes.flatMap((r) => {
    if (!r.path.includes(":slug")) return [`/${r.path}`];
    const slugs = r.slugs === "blog" ? blogSlugs : (r.slugs ?? []);
    return slugs.map((slug) => `/${r.path.replace(":slug", slug)}`);
  });
}
