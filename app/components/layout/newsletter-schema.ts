import * as z from "zod/mini";

export const NEWSLETTER_EMAIL_ERROR = "Please enter a valid email address.";
/** RFC 5321's address limit, as on the audit form; not a spec rule, so it has its own message. */
const NEWSLETTER_EMAIL_MAX = 254;
export const NEWSLETTER_EMAIL_TOO_LONG = `Email must be at most ${NEWSLETTER_EMAIL_MAX} characters.`;

const newsletterSchema = z.object({
  // The cap is checked first (the pipe stops there), so a huge input gets the clearer message.
  email: z.pipe(
    z.pipe(
      z.string(),
      z.transform((v) => v.trim()),
    ),
    z.pipe(
      z.string().check(z.maxLength(NEWSLETTER_EMAIL_MAX, NEWSLETTER_EMAIL_TOO_LONG)),
      z.email(NEWSLETTER_EMAIL_ERROR),
    ),
  ),
});

/** Returns the field error, or null when the address is valid. */
export function validateNewsletterEmail(email: string): string | null {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? NEWSLETTER_EMAIL_ERROR);
}
