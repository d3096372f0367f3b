import * as z from "zod/mini";

export const NEWSLETTER_EMAIL_ERROR = "Please enter a valid email address.";

export const newsletterSchema = z.object({
  email: z.pipe(
    z.pipe(
      z.string(),
      z.transform((v) => v.trim()),
    ),
    z.email(NEWSLETTER_EMAIL_ERROR).check(z.maxLength(254, NEWSLETTER_EMAIL_ERROR)),
  ),
});

/** Returns the field error, or null when the address is valid. */
export function validateNewsletterEmail(email: string): string | null {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? NEWSLETTER_EMAIL_ERROR);
}
