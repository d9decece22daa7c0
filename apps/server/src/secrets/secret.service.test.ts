import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createSecretBox } from './secret-box.ts';
import { loadSecretsKey } from './secrets-key.ts';
import { findSecret, insertSecretIfAbsent } from './secret.repository.ts';
import { createSecretService } from './secret.service.ts';

describe.each(DATABASE_KINDS)('stored secrets (%s)', (database) => {
  const api = useTestApp({ database });

  it("stores the embedded issuer's signing key sealed, never in plain text", async () => {
    const stored = await findSecret(api.db, 'embedded-issuer-signing-key');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain('"kty"');
    expect(stored).not.toContain(String(api.testApp.embeddedSigningKey!.d));
  });

  it('creates a secret once, seals a plaintext one left by an older version, and refuses a wrong key', async () => {
    const box = createSecretBox(randomBytes(32));
    const first = await createSecretService(api.db, box).loadOrCreate('test-created', () => 'made once');
    expect(await createSecretService(api.db, box).loadOrCreate('test-created', () => 'made twice')).toBe(first);

    await insertSecretIfAbsent(api.db, 'test-legacy', 'plain old value');
    expect(await createSecretService(api.db, box).loadOrCreate('test-legacy', () => 'unused')).toBe('plain old value');
    expect(await findSecret(api.db, 'test-legacy')).toMatch(/^v1\./);
    expect(await createSecretService(api.db, box).loadOrCreate('test-legacy', () => 'unused')).toBe('plain old value');

    await expect(
      createSecretService(api.db, createSecretBox(randomBytes(32))).loadOrCreate('test-created', () => 'x'),
    ).rejects.toThrow(
      'The stored secret test-created cannot be opened: SECRETS_KEY (or the key file) is not the key that sealed it.',
    );
  });
});

describe('the secrets key file', () => {
  it('is generated on first start, readable by its owner only, and the same key afterwards', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'keyplan-key-')), 'nested', 'secrets.key');
    const key = loadSecretsKey({ kind: 'file', path });
    expect(key).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey({ kind: 'file', path }).equals(key)).toBe(true);
  });

  it('tightens a key file others can read, and refuses one that holds no key', () => {
    const folder = mkdtempSync(join(tmpdir(), 'keyplan-key-'));
    const loose = join(folder, 'loose.key');
    writeFileSync(loose, randomBytes(32).toString('base64'), { mode: 0o644 });
    loadSecretsKey({ kind: 'file', path: loose });
    expect(statSync(loose).mode & 0o777).toBe(0o600);
    const bad = join(folder, 'bad.key');
    writeFileSync(bad, 'not a key', { mode: 0o600 });
    expect(() => loadSecretsKey({ kind: 'file', path: bad })).toThrow('must hold a base64 key of 32 bytes');
  });
});
