import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/database.ts';

/**
 * oidc-provider's storage in our database instead of its in-memory default, so sign-ins
 * survive a restart and several server instances share them.
 */
export function createOidcAdapterFactory(db: Db) {
  return (model: string): Adapter => {
    const table = () => db.selectFrom('oidc_payloads').where('model', '=', model);

    async function findBy(column: 'id' | 'uid' | 'user_code', value: string) {
      const row = await table()
        .selectAll()
        .where(column, '=', value)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', Date.now())]))
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: Math.floor(Number(row.consumed_at) / 1000) };
    }

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresIn ? Date.now() + expiresIn * 1000 : null,
        };
        await db
          .insertInto('oidc_payloads')
          .values({ model, id, consumed_at: null, ...values })
          .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(values))
          .execute();
      },
      find: (id) => findBy('id', id),
      findByUid: (uid) => findBy('uid', uid),
      findByUserCode: (userCode) => findBy('user_code', userCode),
      async consume(id) {
        await db
          .updateTable('oidc_payloads')
          .set({ consumed_at: Date.now() })
          .where('model', '=', model)
          .where('id', '=', id)
          .execute();
      },
      async destroy(id) {
        await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
      },
      async revokeByGrantId(grantId) {
        await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
      },
    };
  };
}

/** Removes expired provider state; called now and then, not on every request. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', Date.now()).execute();
}
