/**
 * The content editor's own build: admin/index.html and its bundle (Decap CMS, the previews and
 * the site's stylesheet for them) into build/client/admin/. Runs after the site's build; nothing
 * here is imported by a public page, so their JavaScript and CSS do not change.
 * `npm run cms` serves it in development with /api/v1 proxied to decap-server.
 */
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { sitePlugins } from "./scripts/vite-site-plugins.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? 8081);

export default defineConfig({
  // The previews' stylesheet as the site builds it (vite.config.ts).
  plugins: [...sitePlugins(), tailwindcss()],
  // Served from the site root so /media and /images (uploads, case study pictures) resolve.
  publicDir: "public",
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  server: {
    port: Number(process.env.CMS_PORT ?? 5174),
    strictPort: true,
    proxy: { "/api/v1": `http://127.0.0.1:${decapPort}` },
  },
  build: {
    outDir: `${buildDir}/client`,
    emptyOutDir: false,
    copyPublicDir: false,
    assetsDir: "admin/assets",
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 6000,
    rollupOptions: {
      input: { admin: fileURLToPath(new URL("./admin/index.html", import.meta.url)) },
    },
  },
});
