import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library's automatic cleanup needs registering here.
afterEach(() => {
  // A test of the build's configuration runs in Node, without a document.
  if (typeof document === "undefined") return;
  cleanup();
  document.documentElement.style.overflow = "";
  // Forms keep drafts in localStorage; each test starts without one.
  localStorage.clear();
});
