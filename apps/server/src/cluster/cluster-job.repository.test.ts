import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openMigratedDatabase } from '../../test-support/test-database.ts';
import { claimJobRound, finishJobRound, renewJobRound } from './cluster-job.repository.ts';

const SECOND = 1000;

describe.each(DATABASE_KINDS)('a job run once across instances (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase(kind);
  });
  afterAll(async () => database.dispose());

  const job = (name: string, holder: string) => ({ name, holder, intervalMs: 10 * SECOND, leaseMs: 30 * SECOND });

  it('gives a due round to one of several instances asking at once, and the next one an interval later', async () => {
    const start = new Date('2026-01-01T00:00:00.000Z');
    // The first question creates the job, due an interval later.
    expect(await claimJobRound(database.db, job('once', 'a'), start)).toBe(false);
    const due = new Date(start.getTime() + 10 * SECOND);
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((holder) => claimJobRound(database.db, job('once', holder), due)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = ['a', 'b', 'c', 'd'][claims.indexOf(true)]!;
    await finishJobRound(database.db, 'once', winner);
    const early = new Date(due.getTime() + 9 * SECOND);
    expect(await claimJobRound(database.db, job('once', 'b'), early)).toBe(false);
    const next = new Date(due.getTime() + 10 * SECOND);
    expect(await claimJobRound(database.db, job('once', 'b'), next)).toBe(true);
  });

  it('lets another instance take over once a dead holder’s lease ran out, not before', async () => {
    const start = new Date('2026-02-01T00:00:00.000Z');
    await claimJobRound(database.db, job('dies', 'a'), start);
    const due = new Date(start.getTime() + 10 * SECOND);
    expect(await claimJobRound(database.db, job('dies', 'a'), due)).toBe(true);
    // a dies without finishing: its round is due again after 10 s but its lease holds it 30 s.
    expect(await claimJobRound(database.db, job('dies', 'b'), new Date(due.getTime() + 20 * SECOND))).toBe(false);
    expect(await claimJobRound(database.db, job('dies', 'b'), new Date(due.getTime() + 30 * SECOND))).toBe(true);
    expect(await renewJobRound(database.db, 'dies', 'a', 30 * SECOND)).toBe(false);
    expect(await renewJobRound(database.db, 'dies', 'b', 30 * SECOND)).toBe(true);
  });
});
