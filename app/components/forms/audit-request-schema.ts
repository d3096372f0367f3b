import * as z from "zod/mini";

/**
 * The five services a visitor can ask us to audit, in the order the website development page
 * lists them.
 */
export const auditServices = [
  "Custom Website Development",
  "E-commerce Platforms",
  "Web Application Development",
  "Website Redesign & Optimization",
  "Ongoing Maintenance & Support",
] as const;
/** Upper bounds: a real name, RFC 5321's address limit, and the common URL limit. */
export const auditLimits = { name: 100, email: 254, website: 2048 } as const;

/**
 * Field messages. The name, email, website and service messages are the product's exact wording;
 * the caps (`auditLimits`) guard against abuse.
 */
export const auditMessages = {
  name: "Name must be at least 2 characters.",
  nameTooLong: `Name must be at most ${auditLimits.name} characters.`,
  email: "Please enter a valid email.",
  emailTooLong: `Email must be at most ${auditLimits.email} characters.`,
  website: "Please enter a valid URL.",
  websiteTooLong: `URL must be at most ${auditLimits.website} characters.`,
  service: "Please select a service.",
} as const;

const trimmed = z.pipe(
  z.string(),
  z.transform((v) => v.trim()),
);

/**
 * A web address as people type it: "acme.com" is accepted and stored as "https://acme.com".
 * Only http(s) with a dotted host name counts, so "javascript:" and "localhost" do not.
 */
export function normalizeWebsite(value: string): string | null {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  if (/\s/.test(value)) return null;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const labels = url.hostname.split(".");
    if (labels.length < 2 || labels.some((l) => l === "")) return null;
    if (!/^[a-z]{2,}$|^xn--[a-z\d-]+$/i.test(labels.at(-1)!)) return null;
    return withScheme;
  } catch {
    return null;
  }
}

export const auditRequestSchema = z.object({
  name: z.pipe(
    trimmed,
    z
      .string()
      .check(
        z.minLength(2, auditMessages.name),
        z.maxLength(auditLimits.name, auditMessages.nameTooLong),
      ),
  ),
  // The cap is checked first (pipe stops there), so a huge input gets the clearer message.
  email: z.pipe(
    trimmed,
    z.pipe(
      z.string().check(z.maxLength(auditLimits.email, auditMessages.emailTooLong)),
      z.email(auditMessages.email),
    ),
  ),
  website: z.pipe(
    trimmed,
    z.pipe(
      z.string().check(z.maxLength(auditLimits.website, auditMessages.websiteTooLong)),
      z.transform((value, ctx) => {
        if (value === "") return undefined;
        const url = normalizeWebsite(value);
        if (url === null) {
          ctx.issues.push({ code: "custom", message: auditMessages.website, input: value });
          return z.NEVER;
        }
        return url;
      }),
    ),
  ),
  service: z.enum(auditServices, auditMessages.service),
});

/** What the form holds (every field a string; "" while nothing is chosen). */
export type AuditRequestInput = { name: string; email: string; website: string; service: string };
/** What is sent: trimmed, website normalised or left out, service one of the five. */
export type AuditRequest = z.output<typeof auditRequestSchema>;

export const emptyAuditRequest: AuditRequestInput = {
  name: "",
  email: "",
  website: "",
  service: "",
};
