import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openMigratedDatabase } from '../../../test-support/test-database.ts';
import { admitSend, type SendLimit } from './challenge-send.repository.ts';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 28, 12);

/** The send throttle (issue 43): interval and hourly cap per key, all keys or none, on both databases. */
describe.each(DATABASE_KINDS)('challenge sends throttled per key (%s)', (kind) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    opened = await openMigratedDatabase(kind);
  });
  afterAll(async () => opened.dispose());

  const limits = (address: string, account: string): SendLimit[] => [
    { key: `address:${address}`, max: 5, windowMs: HOUR, intervalMs: 30_000 },
    { key: `account:${account}`, max: 10, windowMs: HOUR, intervalMs: 0 },
  ];

  it('sends one code each 30 s and five an hour to an address, then again in the next hour', async () => {
    const send = (at: number) => admitSend(opened.db, limits('a@x.example', 'one'), at);
    expect(await send(START)).toEqual({ admitted: true });
    expect(await send(START + 1000)).toEqual({ admitted: false, retryAfterMs: 29_000 });
    for (let sent = 1; sent < 5; sent += 1) expect((await send(START + sent * 30_000)).admitted).toBe(true);
    const capped = await send(START + 5 * 30_000);
    expect(capped).toEqual({ admitted: false, retryAfterMs: HOUR - 5 * 30_000 });
    expect((await send(START + HOUR)).admitted).toBe(true);
  });

  it('caps an account at ten an hour over its addresses, and counts a refused send against none', async () => {
    for (let index = 0; index < 10; index += 1)
      expect((await admitSend(opened.db, limits(`b${index}@x.example`, 'two'), START + index)).admitted).toBe(true);
    const refused = await admitSend(opened.db, limits('b10@x.example', 'two'), START + 10);
    expect(refused.admitted).toBe(false);
    // The refused send did not count against its address: another account may send to it at once.
    expect((await admitSend(opened.db, limits('b10@x.example', 'three'), START + 11)).admitted).toBe(true);
  });

  it('lets one of 20 sends at once through', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => admitSend(opened.db, limits('c@x.example', 'four'), START)),
    );
    expect(verdicts.filter((verdict) => verdict.admitted)).toHaveLength(1);
  });
});
