import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Config } from "@react-router/dev/config";

import { allPages, notFoundPath, prerenderPaths } from "./app/content/route-index";

const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  ssr: false,
  // Static hosting has no /__manifest endpoint, so every route is known up front.
  routeDiscovery: { mode: "initial" },
  buildDirectory,
  prerender: { paths: prerenderPaths(), concurrency: 4 },
  // Plain-JS tools (bench, sitemap checks) read the route index the build used from here.
  buildEnd() {
    mkdirSync(buildDirectory, { recursive: true });
    writeFileSync(
      join(buildDirectory, "route-index.json"),
      JSON.stringify({ pages: allPages(), notFound: notFoundPath }, null, 2),
    );
  },
} satisfies Config;
