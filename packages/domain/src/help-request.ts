import { z } from 'zod';

/** Longest summary Jira accepts for an issue. */
export const HELP_SUMMARY_MAX_LENGTH = 255;
export const HELP_DESCRIPTION_MAX_LENGTH = 10_000;

/** True when a help text has something other than white space (SPEC §5). */
export function isFilled(text: string): boolean {
  return text.trim().length > 0;
}

const filledText = (max: number) =>
  z.string().max(max, `must be at most ${max} characters`).refine(isFilled, 'must not be blank');

/** Body of POST {api}/help (SPEC §3 "Help request", §7 "Help"). */
export const helpRequestSchema = z.object({
  userEmail: z.object({ email: z.email('must be an email address') }),
  summary: filledText(HELP_SUMMARY_MAX_LENGTH),
  description: filledText(HELP_DESCRIPTION_MAX_LENGTH),
  ccid: z.string().max(10, 'must be at most 10 characters').nullable(),
  sapOrderNumber: z.string().max(10, 'must be at most 10 characters').nullable(),
  designId: z.string().max(20, 'must be at most 20 characters').nullable(),
  currentScreen: z.string().max(200, 'must be at most 200 characters'),
});

export type HelpRequest = z.infer<typeof helpRequestSchema>;
