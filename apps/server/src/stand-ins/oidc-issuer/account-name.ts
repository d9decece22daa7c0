/**
 * The one form of an account name (an email) that the embedded sign-in both throttles and checks
 * passwords by: composed Unicode (NFC), no whitespace around it, lower case. Whatever a person
 * types that reaches an account counts against that account's wrong passwords, so `" rep@…"`,
 * `"REP@…"` or `"rep@…\t"` never get tries of their own.
 */
export function canonicalAccountName(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}
