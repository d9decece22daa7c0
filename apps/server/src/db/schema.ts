import type { Generated } from 'kysely';

/** Tables of the database, as Kysely sees them. Grows with each migration. */
export interface Database {
  help_tickets: HelpTicketTable;
  app_secrets: AppSecretTable;
  oidc_payloads: OidcPayloadTable;
}

/** Tickets of the embedded Jira-compatible help desk. */
export interface HelpTicketTable {
  id: Generated<number>;
  project_key: string;
  issue_key: string;
  summary: string;
  description: string;
  reporter_email: string | null;
  fields_json: string;
  created_at: string;
}

/** Generated secrets that must survive a restart (the embedded issuer's signing keys). */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** One stored object of the embedded OIDC provider (see oidc-adapter.ts). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** Epoch milliseconds. */
  expires_at: number | null;
  consumed_at: number | null;
}
