import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../testing/test-utils.tsx';
import { createUserManager, isExpired, msUntilExpiry, parseStoredUser, userStorageKey } from './user-manager.ts';

const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);
const nowSeconds = NOW / 1000;

function libraryUser(expiresAt: number | undefined) {
  return new User({
    access_token: 'token-1',
    token_type: 'Bearer',
    profile: { iss: 'i', aud: 'a', sub: 'staff-1', iat: nowSeconds, exp: nowSeconds + 60, email: 'sam@example.com' },
    expires_at: expiresAt,
  });
}

describe('the stored user, read without oidc-client-ts', () => {
  afterEach(() => vi.useRealTimers());

  it('reads what oidc-client-ts writes, and agrees with its expiry', () => {
    vi.useFakeTimers({ now: NOW });
    for (const expiresAt of [nowSeconds + 60, nowSeconds, nowSeconds - 1, undefined]) {
      const written = libraryUser(expiresAt);
      const read = parseStoredUser(written.toStorageString());
      expect(read).toMatchObject({ access_token: 'token-1', profile: { sub: 'staff-1' } });
      expect(read?.expires_at).toBe(expiresAt);
      expect(isExpired(read!)).toBe(Boolean(written.expired));
      expect(written.expired).toBe(expiresAt === undefined ? undefined : expiresAt <= nowSeconds);
    }
  });

  it('takes nothing that is not a user', () => {
    for (const text of [
      null,
      '',
      'not json',
      'null',
      '{}',
      '{"access_token":"t"}',
      '{"access_token":1,"profile":{"sub":"s"}}',
    ])
      expect(parseStoredUser(text)).toBeNull();
    expect(parseStoredUser('{"access_token":"t","profile":{"sub":"s"},"expires_at":"soon"}')).toBeNull();
  });

  it('counts the time until the expiry in milliseconds, none once expired or without one', () => {
    const user = { access_token: 't', profile: { sub: 's' } };
    expect(msUntilExpiry({ ...user, expires_at: nowSeconds + 60 }, NOW)).toBe(60_000);
    expect(msUntilExpiry({ ...user, expires_at: nowSeconds }, NOW)).toBeNull();
    expect(msUntilExpiry(user, NOW)).toBeNull();
    expect(isExpired({ ...user, expires_at: nowSeconds + 1 }, NOW + 999)).toBe(false);
    expect(isExpired({ ...user, expires_at: nowSeconds + 1 }, NOW + 1000)).toBe(true);
  });

  it("keeps the user under oidc-client-ts's key, and forgets it without loading the library", async () => {
    const config = buildConfig();
    expect(userStorageKey(config)).toBe(`oidc.user:${config.issuer}:${config.clientId}`);
    const client = createUserManager(config, 'http://localhost:3000');
    expect(client.getStoredUser()).toBeNull();
    localStorage.setItem(userStorageKey(config), libraryUser(nowSeconds + 3600).toStorageString());
    expect(client.getStoredUser()?.access_token).toBe('token-1');
    await client.removeUser();
    expect(localStorage.getItem(userStorageKey(config))).toBeNull();
  });
});
