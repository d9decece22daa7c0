import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The embedded issuer's stored sign-in state of an account: sessions, grants and what hangs off them. */
const SIGN_IN_MODELS = ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode'];

interface StoredPayload {
  model: string;
  id: string;
  uid: string | null;
  grantId: string | null;
  payload: { accountId?: string; authorizations?: Record<string, { grantId?: string }> };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The account's rows among oidc-provider's stored state. The payloads are JSON written by
 * JSON.stringify, so `"accountId":"<id>"` narrows the rows down in SQL; the parsed payload decides.
 */
async function signInStateOf(db: Db, accountId: string): Promise<StoredPayload[]> {
  const marker = `"accountId":${JSON.stringify(accountId)}`;
  const rows = await db
    .selectFrom('oidc_payloads')
    .select(['model', 'id', 'uid', 'grant_id', 'payload'])
    .where('model', 'in', SIGN_IN_MODELS)
    .where(sql<boolean>`payload like ${likePattern(marker)} escape '\\'`)
    .execute();
  return rows
    .map((row) => ({
      model: row.model,
      id: row.id,
      uid: row.uid,
      grantId: row.grant_id,
      payload: JSON.parse(row.payload) as StoredPayload['payload'],
    }))
    .filter((row) => row.payload.accountId === accountId);
}

/**
 * Ends every sign-in of the account but the one of the session whose uid is `keepSessionUid` (the
 * caller's, as its token's `sid` names it): its other sessions, and the grants with their refresh
 * tokens and unused codes. A new authorization or refresh then needs a new sign-in. Returns how
 * many sessions ended.
 */
export async function endOtherSignIns(db: Db, accountId: string, keepSessionUid: string | undefined): Promise<number> {
  const rows = await signInStateOf(db, accountId);
  const sessions = rows.filter((row) => row.model === 'Session');
  const kept = keepSessionUid ? sessions.find((session) => session.uid === keepSessionUid) : undefined;
  const keptGrants = new Set(
    Object.values(kept?.payload.authorizations ?? {}).flatMap((authorization) => authorization.grantId ?? []),
  );
  const endedSessions = sessions.filter((session) => session !== kept).map((session) => session.id);
  const endedGrants = [
    ...new Set(
      rows
        .map((row) => (row.model === 'Grant' ? row.id : row.grantId))
        .filter((grantId): grantId is string => grantId !== null && !keptGrants.has(grantId)),
    ),
  ];
  await db.transaction().execute(async (trx) => {
    if (endedSessions.length > 0)
      await trx.deleteFrom('oidc_payloads').where('model', '=', 'Session').where('id', 'in', endedSessions).execute();
    if (endedGrants.length > 0) {
      await trx.deleteFrom('oidc_payloads').where('grant_id', 'in', endedGrants).execute();
      await trx.deleteFrom('oidc_payloads').where('model', '=', 'Grant').where('id', 'in', endedGrants).execute();
    }
  });
  return endedSessions.length;
}
