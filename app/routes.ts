import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("components/layout/site-layout.tsx", [
    index("routes/home.tsx"),
    route("contact", "routes/contact.tsx"),
    // Solutions (issue 3)
    // Company, education, resources, legal (issue 4)
    // Blog (issue 5)
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
