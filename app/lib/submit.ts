import { timing } from "~/config/timing";

export type FormKind = "newsletter" | "audit-request";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Simulated send (SPEC 7): the values are logged locally and the promise resolves after the
 * spec's delay. Both forms go through this one function.
 */
export async function submitForm(kind: FormKind, values: Record<string, unknown>): Promise<void> {
  console.info(`[${kind}]`, values);
  await wait(timing.simulatedSubmitMs);
}
