/**
 * Vite plugin: the content the CMS edits, validated at build time and served to the app as
 * virtual modules (`import jobs from "virtual:content/jobs"`). The check runs in Node
 * (scripts/content-load.ts), so a bad file stops `npm run build` with the file and field named,
 * and no zod or schema code reaches the browser. In the dev server a saved file reloads the page.
 *
 * - virtual:content/blog          published posts (no drafts), newest first, without bodies or
 *                                 related links (an article's own page loads those)
 * - virtual:content/blog-articles each article's HTML and related links, for the post route's
 *                                 loader (the prerender runs it; the browser never loads it)
 * - virtual:content/<list>        case-studies, jobs, podcast, reviews, team: entries in order
 * - virtual:content/team-portraits each team member's photo by name (null without one)
 * - virtual:content/faq           the home page FAQ
 */
import { join, resolve } from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { ContentError } from "./content-files.ts";
import {
  collections,
  loadAllContent,
  loadBlog,
  loadList,
  validateCollection,
} from "./content-load.ts";

const prefix = "virtual:content/";
const lists = {
  "case-studies": "caseStudies",
  jobs: "jobs",
  podcast: "podcast",
  reviews: "reviews",
  team: "team",
} as const;

const contentDirs = (root: string) => [
  ...Object.values(collections).flatMap((c) => ("folder" in c ? [join(root, c.folder)] : [])),
  join(root, collections.faq.file),
  join(root, "public", "media"),
];

function reloadContent(server: ViteDevServer) {
  for (const env of Object.values(server.environments)) {
    for (const mod of env.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith(`\0${prefix}`)) env.moduleGraph.invalidateModule(mod);
    }
  }
  server.ws.send({ type: "full-reload" });
}

export function contentPlugin(options: { root?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      root = options.root ?? config.root;
    },
    buildStart() {
      // The content step: every collection, drafts and legal documents included, before any
      // page is rendered, so the first error is about content and names its file.
      try {
        loadAllContent(root);
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      server.watcher.add(contentDirs(root));
      const onChange = (file: string) => {
        if (contentDirs(root).some((dir) => resolve(file).startsWith(dir))) reloadContent(server);
      };
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
      server.watcher.on("change", onChange);
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1);
      try {
        if (name === "blog") {
          const posts = loadBlog(root).map(({ file: _file, related: _related, ...post }) => post);
          return `export default ${JSON.stringify(posts)};`;
        }
        if (name === "blog-articles") {
          // Read by the post route's loader, which the prerender runs: never in the browser.
          const posts = loadBlog(root).filter((p) => p.hasBody);
          const abs = (p: { file: string }) => JSON.stringify(`${join(root, p.file)}?html`);
          const imports = posts.map((p, i) => `import body${i} from ${abs(p)};`).join("\n");
          const entries = posts
            .map(
              (p, i) =>
                `  ${JSON.stringify(p.slug)}: { html: body${i}, related: ${JSON.stringify(p.related)} },`,
            )
            .join("\n");
          return `${imports}\nexport default {\n${entries}\n};`;
        }
        if (name === "faq") {
          return `export default ${JSON.stringify(validateCollection(root, "faq")[0]!.data)};`;
        }
        if (name === "team-portraits") {
          // Name → photo, for a page that shows one member's portrait without the whole team.
          const entries = loadList(root, "team") as { name: string; image?: unknown }[];
          return `export default ${JSON.stringify(Object.fromEntries(entries.map((m) => [m.name, m.image ?? null])))};`;
        }
        if (name in lists) {
          const entries = loadList(root, lists[name as keyof typeof lists]);
          return `export default ${JSON.stringify(entries)};`;
        }
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      this.error(`Unknown content module ${prefix}${name}`);
    },
  };
}
