import type { Db } from '../db/database.ts';
import type { SecretBox } from './secret-box.ts';
import { findSecret, insertSecretIfAbsent, replaceSecret } from './secret.repository.ts';

/**
 * Generated secrets that must outlive a restart, stored sealed. Insert-if-absent, so concurrent
 * starts agree; a plaintext value left by an older version is sealed in place on first load.
 */
async function loadOrCreateSecret(
  db: Db,
  box: SecretBox,
  name: string,
  create: () => Promise<string> | string,
): Promise<string> {
  let stored = await findSecret(db, name);
  if (stored === undefined) {
    await insertSecretIfAbsent(db, name, box.seal(name, await create()));
    stored = (await findSecret(db, name))!;
  }
  if (box.isSealed(stored)) {
    try {
      return box.open(name, stored);
    } catch {
      throw new Error(
        `The stored secret ${name} cannot be opened: SECRETS_KEY (or the key file) is not the key that sealed it.`,
      );
    }
  }
  await replaceSecret(db, name, stored, box.seal(name, stored));
  return stored;
}

/** Sealed secrets kept in the database with the key `box` holds. */
export function createSecretService(db: Db, box: SecretBox) {
  return {
    /** The secret `name`, made with `create` and stored sealed on first use (see `loadOrCreateSecret`). */
    loadOrCreate: (name: string, create: () => Promise<string> | string) => loadOrCreateSecret(db, box, name, create),
  };
}
