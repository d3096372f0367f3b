/**
 * Vite plugin: the content the CMS edits, validated at build time and served to the app as
 * virtual modules (`import jobs from "virtual:content/jobs"`). The check runs in Node
 * (scripts/content-load.ts), so a bad file stops `npm run build` with the file and field named,
 * and no zod or schema code reaches the browser. In the dev server a saved file reloads the page.
 *
 * - virtual:content/blog          published posts (no drafts), newest first, without bodies or
 *                                 related links (an article's own page loads those)
 * - virtual:content/blog-bodies   `loaders` (lazy, one chunk per article); `prerendered` in SSR
 * - virtual:content/blog-related  `loaders` (lazy, one chunk per article: its related links);
 *                                 `prerendered` in SSR
 * - virtual:content/<list>        case-studies, jobs, podcast, reviews, team: entries in order
 *                                 (`listForBundle`: an inlined drawing's picture per bundle)
 * - virtual:content/team-portraits each team member's photo by name (null without one)
 * - virtual:content/faq           the home page FAQ
 */
import { join, resolve } from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { ContentError } from "./content-files.ts";
import {
  type Data,
  collections,
  loadAllContent,
  loadBlog,
  loadList,
  validateCollection,
} from "./content-load.ts";
import { INLINE_SVG_MARK } from "./vite-svg-data-uri.ts";

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

/**
 * A list's entries for one bundle. A drawing the content step inlined (`file` set) stays a
 * `data:` URL where pages are rendered from the module (the prerender, the dev server); the
 * browser build gets its file's address marked `#inline-svg`, as a `?data-uri` import does
 * (scripts/vite-svg-data-uri.ts): the page reads the drawing back from its HTML.
 */
export function listForBundle(entries: Data[], browserBundle: boolean): Data[] {
  return entries.map((entry) => {
    const image = entry.image as { src: string; file?: string } | undefined;
    if (!image?.file) return entry;
    const { file, ...rest } = image;
    return { ...entry, image: browserBundle ? { ...rest, src: file + INLINE_SVG_MARK } : rest };
  });
}

export function contentPlugin(options: { root?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  let build = false;
  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      root = options.root ?? config.root;
      build = config.command === "build";
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
    load(id, loadOptions) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1);
      try {
        if (name === "blog") {
          const posts = loadBlog(root).map(({ file: _file, related: _related, ...post }) => post);
          return `export default ${JSON.stringify(posts)};`;
        }
        if (name === "blog-related") {
          // Only an article shows its related links (a Coming Soon page does not).
          const posts = loadBlog(root).filter((p) => p.hasBody);
          // The chunk takes its name from the id's last segment: related-<slug>-<hash>.js.
          const id = (slug: unknown) =>
            JSON.stringify(`${prefix}blog-related/related-${String(slug)}`);
          const loaders = posts
            .map(
              (p) =>
                `  ${JSON.stringify(p.slug)}: () => import(${id(p.slug)}).then((m) => m.default),`,
            )
            .join("\n");
          const prerendered = loadOptions?.ssr
            ? JSON.stringify(Object.fromEntries(posts.map((p) => [p.slug, p.related])))
            : "{}";
          return `export const loaders = {\n${loaders}\n};\nexport const prerendered = ${prerendered};`;
        }
        if (name.startsWith("blog-related/related-")) {
          const slug = name.slice("blog-related/related-".length);
          const post = loadBlog(root).find((p) => p.slug === slug);
          if (post) return `export default ${JSON.stringify(post.related)};`;
        }
        if (name === "blog-bodies") {
          const posts = loadBlog(root).filter((p) => p.hasBody);
          const abs = (p: { file: string }) => JSON.stringify(`${join(root, p.file)}?html`);
          const loaders = posts
            .map(
              (p) => `  ${JSON.stringify(p.slug)}: () => import(${abs(p)}).then((m) => m.default),`,
            )
            .join("\n");
          // Only the prerender reads bodies eagerly; the browser bundle imports them on demand.
          const eager = loadOptions?.ssr
            ? posts.map((p, i) => `import body${i} from ${abs(p)};`).join("\n")
            : "";
          const prerendered = loadOptions?.ssr
            ? `{ ${posts.map((p, i) => `${JSON.stringify(p.slug)}: body${i}`).join(", ")} }`
            : "{}";
          return `${eager}\nexport const loaders = {\n${loaders}\n};\nexport const prerendered = ${prerendered};`;
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
          const bundle = listForBundle(entries, build && !loadOptions?.ssr);
          return `export default ${JSON.stringify(bundle)};`;
        }
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      this.error(`Unknown content module ${prefix}${name}`);
    },
  };
}
