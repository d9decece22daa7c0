import {
  applyKeyRegisterAction,
  keyRegisterActionSchema,
  NOT_HANDED_OUT,
  type KeyCopySnapshot,
  type KeyRegister,
  type KeyRegisterAction,
  type KeyRegisterActionInput,
  type KeyRegisterChange,
} from '@keyplan/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { installedSystem } from '../../../test-support/key-register.ts';
import { fakeWebRoot } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS, TEST_DATABASE_URL } from '../../../test-support/test-database.ts';
import { useTestApp, type ApiTestContext } from '../../../test-support/use-test-app.ts';

/**
 * Concurrent writers on one copy of a key (issue 42, finding 6): SQLite has one writer at a time,
 * PostgreSQL does not, so every write must lock its copy. Each race sends its requests at once
 * (through one app or, round robin, through two on one database) and checks what came of them
 * against the domain's rules: no 5xx, a 201 only for a change the copy's state allowed when it was
 * made, a 409 only for one some state of the copy refuses, and a history that is one chain.
 */

const handOut = (index: number): KeyRegisterActionInput => ({
  action: 'handOut',
  holder: { name: `Holder ${index}`, department: 'Maintenance' },
});
const giveBack: KeyRegisterActionInput = { action: 'return' };
const lose: KeyRegisterActionInput = { action: 'reportLost' };
const breakIt: KeyRegisterActionInput = { action: 'reportBroken' };

interface Outcome {
  action: KeyRegisterAction;
  status: number;
  body: { id?: number; detail?: string };
}

interface Copy {
  apps: FastifyInstance[];
  headers: Record<string, string>;
  lockSystemId: string;
  keySymbol: string;
  copyNumber: number;
}

const copyUrl = ({ lockSystemId, keySymbol, copyNumber }: Copy) =>
  `/api/lock-systems/${lockSystemId}/key-register/keys/${keySymbol}/copies/${copyNumber}`;

/** Sends every change at once, round robin over the apps. */
async function race(copy: Copy, actions: KeyRegisterActionInput[]): Promise<Outcome[]> {
  return Promise.all(
    actions.map(async (payload, index) => {
      const app = copy.apps[index % copy.apps.length]!;
      const response = await app.inject({ method: 'POST', url: copyUrl(copy), payload, headers: copy.headers });
      return { action: keyRegisterActionSchema.parse(payload), status: response.statusCode, body: response.json() };
    }),
  );
}

/** The copy's history, oldest first. */
async function historyOf(copy: Copy): Promise<KeyRegisterChange[]> {
  const response = await copy.apps[0]!.inject({
    url: `/api/lock-systems/${copy.lockSystemId}/key-register/history?keySymbol=${copy.keySymbol}&copyNumber=${copy.copyNumber}`,
    headers: copy.headers,
  });
  return (response.json() as KeyRegisterChange[]).reverse();
}

/** The change a history entry records, as staff would have sent it. */
function actionOf(entry: KeyRegisterChange): KeyRegisterAction {
  const { after } = entry;
  const on =
    entry.action === 'return' ? after.returnedOn : entry.action === 'handOut' ? after.issuedOn : after.reportedOn;
  return { action: entry.action, holder: after.holder, on: on ?? undefined, note: entry.note } as KeyRegisterAction;
}

/** Checks the races' outcomes against the copy's history and the domain's rules; answers the 201s per action. */
async function expectSerialised(copy: Copy, outcomes: Outcome[]): Promise<Record<string, number>> {
  for (const outcome of outcomes) expect([201, 409], JSON.stringify(outcome.body)).toContain(outcome.status);
  const history = await historyOf(copy);
  // One chain from "not handed out": each entry starts where the one before it left the copy ...
  const states: KeyCopySnapshot[] = [NOT_HANDED_OUT];
  for (const entry of history) {
    expect(entry.before, `change ${entry.id} starts where change before it ended`).toEqual(states.at(-1));
    // ... and is what the domain makes of that state.
    expect(applyKeyRegisterAction(entry.before, actionOf(entry), entry.at.slice(0, 10))).toEqual({
      after: entry.after,
    });
    states.push(entry.after);
  }
  // Every 201 is one entry of the history, every entry a 201 of these races (or of an earlier one).
  const created = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.body.id);
  expect(new Set(created).size).toBe(created.length);
  const ids = new Set(history.map((entry) => entry.id));
  for (const id of created) expect(ids.has(id!), `change ${id} is in the history`).toBe(true);
  // Every 409 names a refusal of some state the copy was in.
  const prefix = `${copy.keySymbol} copy ${copy.copyNumber}: `;
  for (const outcome of outcomes.filter((entry) => entry.status === 409)) {
    const refusals = states.map((state) => {
      const result = applyKeyRegisterAction(state, outcome.action, new Date().toISOString().slice(0, 10));
      return 'refused' in result ? `${prefix}${result.refused}` : undefined;
    });
    expect(refusals, `409 of ${outcome.action.action}`).toContain(outcome.body.detail);
  }
  // The register shows the copy as the history left it: one holder at most.
  const register = (
    await copy.apps[0]!.inject({ url: `/api/lock-systems/${copy.lockSystemId}/key-register`, headers: copy.headers })
  ).json() as KeyRegister;
  const shown = register.keys
    .find((key) => key.keySymbol === copy.keySymbol)!
    .copies.find((entry) => entry.copyNumber === copy.copyNumber)!;
  expect({ state: shown.state, holder: shown.holder }).toEqual({
    state: states.at(-1)!.state,
    holder: states.at(-1)!.holder,
  });
  const counts: Record<string, number> = {};
  for (const outcome of outcomes.filter((entry) => entry.status === 201))
    counts[outcome.action.action] = (counts[outcome.action.action] ?? 0) + 1;
  return counts;
}

/** Hands out and takes back the copy in turns, each turn a race of `writers` requests: one of each wins. */
async function handOutAndReturnRaces(copy: Copy, writers: number, turns: number) {
  for (let turn = 0; turn < turns; turn++) {
    const handOuts = await race(
      copy,
      Array.from({ length: writers }, (_, index) => handOut(turn * writers + index)),
    );
    expect(await expectSerialised(copy, handOuts), `turn ${turn}: hand-outs`).toEqual({ handOut: 1 });
    const returns = await race(
      copy,
      Array.from({ length: writers }, () => giveBack),
    );
    expect(await expectSerialised(copy, returns), `turn ${turn}: returns`).toEqual({ return: 1 });
  }
  expect(await historyOf(copy)).toHaveLength(2 * turns);
}

describe.each(DATABASE_KINDS)('key register under concurrent writers (%s)', (database) => {
  const api = useTestApp({ database });
  const copyOf = (lockSystemId: string, keySymbol: string, copyNumber: number): Copy => ({
    apps: [api.app],
    headers: api.staff,
    lockSystemId,
    keySymbol,
    copyNumber,
  });

  it('lets one of many hand-outs of a never-written copy through, then one of many returns, turn after turn', async () => {
    const id = await installedSystem(api, '0000100007');
    await handOutAndReturnRaces(copyOf(id, 'AA1', 2), 12, 3);
  });

  it('keeps mixed writers on one chain: one loss or break, hand-outs and returns taking turns before it', async () => {
    const id = await installedSystem(api, '0000100008');
    const fresh = copyOf(id, 'AA1', 1);
    // The very first writes of the copy: hand-outs, returns and a report of it broken, all at once.
    const first = await race(fresh, [
      handOut(1),
      giveBack,
      breakIt,
      handOut(2),
      giveBack,
      handOut(3),
      breakIt,
      handOut(4),
    ]);
    const firstWins = await expectSerialised(fresh, first);
    expect(firstWins.reportBroken).toBe(1);
    // Hand-outs and returns take turns: a return only after a hand-out, a hand-out only after a return.
    expect(firstWins.return ?? 0).toBeLessThanOrEqual(firstWins.handOut ?? 0);
    expect(firstWins.handOut ?? 0).toBeLessThanOrEqual((firstWins.return ?? 0) + 1);

    const other = copyOf(id, 'AA1', 2);
    expect(await expectSerialised(other, await race(other, [handOut(9)]))).toEqual({ handOut: 1 });
    const mixed = await race(other, [
      ...[10, 11, 12, 13].map(handOut),
      ...Array.from({ length: 4 }, () => giveBack),
      ...Array.from({ length: 4 }, () => lose),
    ]);
    const wins = await expectSerialised(other, mixed);
    expect(wins.reportLost).toBe(1);
    expect(wins.handOut ?? 0).toBeLessThanOrEqual(wins.return ?? 0);
    expect(wins.return ?? 0).toBeLessThanOrEqual((wins.handOut ?? 0) + 1);
  });

  it("keeps one key policy when a customer's first policies are saved at once", async () => {
    const url = '/api/customers/0000100009/key-policy';
    const texts = Array.from({ length: 8 }, (_, index) => `Policy ${index + 1}: keys stay on site.`);
    const saved = await Promise.all(
      texts.map((text) => api.app.inject({ method: 'PUT', url, payload: { text }, headers: api.staff })),
    );
    expect(saved.map((response) => response.statusCode)).toEqual(texts.map(() => 200));
    expect(texts).toContain((await api.app.inject({ url, headers: api.staff })).json().text);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('key register written through two instances on one PostgreSQL database', () => {
  const api: ApiTestContext = useTestApp({ database: 'postgres' });
  let second: FastifyInstance;
  beforeAll(async () => {
    second = (await buildApp(api.testApp.config, { webRoot: fakeWebRoot() })).app;
  });
  afterAll(async () => second?.close());

  it('lets one hand-out and one return of each race through, whichever instance took it', async () => {
    const lockSystemId = await installedSystem(api, '0000100007');
    const copy: Copy = { apps: [api.app, second], headers: api.staff, lockSystemId, keySymbol: 'A', copyNumber: 1 };
    await handOutAndReturnRaces(copy, 8, 4);
  });
});
