/**
 * React's recoverable errors (a hydration mismatch above all) are reported in production without
 * a word that says so. app/entry.client.tsx logs them with this fixed prefix, and the browser
 * tests fail on any console message carrying it (tests/e2e/fixtures.ts), so no page can drift
 * from its prerendered HTML unnoticed.
 */
export const recoverableErrorPrefix = "React recoverable error (hydration mismatch?):";

export function logRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error(recoverableErrorPrefix, error, info.componentStack ?? "");
}
