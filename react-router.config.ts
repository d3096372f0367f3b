import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/route-index";

export default {
  ssr: false,
  // Static hosting has no /__manifest endpoint, so every route is known up front.
  routeDiscovery: { mode: "initial" },
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: { paths: prerenderPaths(), concurrency: 4 },
} satisfies Config;
