import fc from 'fast-check';
import { ALL_STATUSES, canTransition, ORDER_LOCK_SYSTEM_STATUS as STATUS } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { isAppError } from '../errors.ts';
import { changeStatus, requireEditable, statusPath } from './order-status.ts';

/** A refused change must throw before it touches the database: this one fails any query. */
const untouchable = new Proxy({} as Db, {
  get: () => {
    throw new Error('the database was touched');
  },
});

describe('order status owner', () => {
  it('refuses every change the transitions do not allow, before writing anything', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALL_STATUSES), fc.constantFrom(...ALL_STATUSES), async (from, to) => {
        fc.pre(!canTransition(from, to));
        const outcome = await changeStatus(untouchable, 'id', from, to, 'rep@example.com').catch((error) => error);
        expect(isAppError(outcome, 'CONFLICT')).toBe(true);
      }),
    );
  });

  it('lets a new system start only as Created', async () => {
    for (const to of ALL_STATUSES.filter((status) => status !== STATUS.Created)) {
      const outcome = await changeStatus(untouchable, 'id', null, to, 'rep@example.com').catch((error) => error);
      expect(isAppError(outcome, 'CONFLICT')).toBe(true);
    }
  });

  it('walks Created to Ready through Started, and refuses a path that does not exist', () => {
    expect(statusPath(STATUS.Created, STATUS.Ready)).toEqual([STATUS.Started, STATUS.Ready]);
    expect(statusPath(STATUS.Ready, STATUS.Started)).toEqual([STATUS.Started]);
    expect(statusPath(STATUS.Ready, STATUS.Ready)).toEqual([]);
    expect(() => statusPath(STATUS.Submitted, STATUS.Started)).toThrow(/cannot go to Draft \(1\)/);
  });

  it('keeps anything past Ready read-only', () => {
    for (const status of ALL_STATUSES) {
      const editable = status <= STATUS.Ready;
      if (editable) expect(() => requireEditable(status)).not.toThrow();
      else expect(() => requireEditable(status)).toThrow(/can no longer be changed/);
    }
  });
});
