// Finds a Chromium for Playwright and the bench: CHROMIUM_PATH, else a system Chromium.
// As root on Debian with none installed, installs Debian's `chromium` package (CI does this).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const chromiumArgs: string[] = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function findChromium({ install = false }: { install?: boolean } = {}): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (install && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core > /dev/null",
      {
        stdio: "inherit",
        shell: "/bin/bash",
      },
    );
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "No Chromium found. Set CHROMIUM_PATH to a Chromium or Chrome binary, or install one (Debian: apt-get install chromium).",
  );
}
