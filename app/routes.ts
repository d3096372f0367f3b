import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

import { serviceSlugs } from "./content/service-slugs";

export default [
  layout("components/layout/site-layout.tsx", [
    index("routes/home.tsx"),
    route("contact", "routes/contact.tsx"),
    // Solutions (issue 3)
    ...serviceSlugs.map((slug) =>
      route(`services/${slug}`, "routes/service-detail.tsx", { id: `service-${slug}` }),
    ),
    route("services/website-development", "routes/website-development.tsx"),
    // Company, education, resources, legal (issue 4)
    // Blog (issue 5)
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
