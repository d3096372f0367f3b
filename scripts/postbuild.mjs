// Runs after `react-router build`: turns the prerendered /404 page into the host's 404.html.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const notFound = join(client, "404", "index.html");
if (!existsSync(notFound)) {
  console.error("postbuild: missing prerendered /404 page");
  process.exit(1);
}
copyFileSync(notFound, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true });
console.log("postbuild: wrote 404.html");
