import { z } from 'zod/mini';

/**
 * What the server tells the web app at `GET /config.json`, so one build serves every
 * environment. Only values a browser may see belong here.
 *
 * In zod/mini (issue 32): the web app checks it before its first render, and mini's functions
 * tree-shake where classic's methods cannot; the server reads and documents it as before. The
 * rules are those of the classic schema it replaced (runtime-config.test.ts).
 */
export const runtimeConfigSchema = z.object({
  issuer: z.url(),
  clientId: z.string().check(z.minLength(1)),
  apiBase: z.string().check(z.minLength(1)),
  telemetryConnectionString: z.nullable(z.string()),
  faqUrl: z.nullable(z.url()),
  debug: z.boolean(),
  uiVersion: z.string(),
  /** The identity provider's MyAccount API (the account page): its origin and the scopes to ask for; null: none. */
  myAccount: z.nullable(
    z.object({ origin: z.url(), scopes: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  ),
  /**
   * The issuer answers the provider's Authentication API (`/api/v1/authn` on its origin): the web
   * app signs in on its own page with the provider's SDK (issue 43). Absent: the web app decides
   * (an issuer on its own origin is the embedded one, which does); false: redirect to the issuer.
   */
  authnApi: z.optional(z.boolean()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
