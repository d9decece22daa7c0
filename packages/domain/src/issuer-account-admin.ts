import { z } from 'zod';

/**
 * An account of the embedded issuer as an admin sees it (issue 43): who, with which roles, whether
 * it is locked out (too many wrong passwords; until when), and its sign-on policy.
 */
export const issuerAccountSummarySchema = z.object({
  accountId: z.string(),
  login: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  lockedOut: z.boolean(),
  /** When the lock-out lifts by itself (ISO time); null when not locked out. */
  lockedUntil: z.string().nullable(),
  /** A second factor (email or SMS code, or push) after the password. */
  mfaRequired: z.boolean(),
  /** The password must be changed at the next sign-in. */
  passwordExpired: z.boolean(),
  passwordChanged: z.string().nullable(),
});
export type IssuerAccountSummary = z.infer<typeof issuerAccountSummarySchema>;

/** A password reset an admin sent: the addresses the link went to, and until when it works (ISO time). */
export const passwordResetSentSchema = z.object({
  accountId: z.string(),
  recipients: z.array(z.string()),
  expiresAt: z.string(),
});
export type PasswordResetSent = z.infer<typeof passwordResetSentSchema>;

/** PUT …/sign-on-policy: whether the account needs a second factor. */
export const signOnPolicySchema = z.object({ mfaRequired: z.boolean() });
export type SignOnPolicy = z.infer<typeof signOnPolicySchema>;
