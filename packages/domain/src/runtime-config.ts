import { z } from 'zod';

/**
 * What the server tells the web app at `GET /config.json`, so one build serves every
 * environment. Only values a browser may see belong here.
 */
export const runtimeConfigSchema = z.object({
  issuer: z.url(),
  clientId: z.string().min(1),
  apiBase: z.string().min(1),
  telemetryConnectionString: z.string().nullable(),
  faqUrl: z.url().nullable(),
  debug: z.boolean(),
  uiVersion: z.string(),
  /** The identity provider's MyAccount API (the account page): its origin and the scopes to ask for; null: none. */
  myAccount: z.object({ origin: z.url(), scopes: z.array(z.string().min(1)).min(1) }).nullable(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
