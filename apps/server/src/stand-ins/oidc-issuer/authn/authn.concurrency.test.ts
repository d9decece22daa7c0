import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test-support/test-database.ts';
import { useTestApp } from '../../../../test-support/use-test-app.ts';
import { authnPost, mailMatching, requireSecondFactor } from '../../../../test-support/authn-api.ts';

const tally = (statuses: (string | number)[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** One-time things are spent once, however many requests race for them (PostgreSQL runs them at once). */
describe.each(DATABASE_KINDS)('Authentication API under concurrent requests (%s)', (database) => {
  const api = useTestApp({ database });

  it('spends a recovery token once among 8 requests at once', async () => {
    await authnPost(api, '/recovery/password', { username: 'rep@example.com', factorType: 'EMAIL' });
    const { match } = (await mailMatching(api, 'rep', /\/signin\/reset-password\/(\S+) /))!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => authnPost(api, '/recovery/token', { recoveryToken: match[1] })),
    );
    expect(tally(answers.map((answer) => answer.json().status ?? answer.json().errorCode))).toEqual({
      PASSWORD_RESET: 1,
      E0000011: 7,
    });
  });

  it('signs in once with one right code among 8 requests at once', async () => {
    await requireSecondFactor(api, 'sales');
    const required = (await authnPost(api, '', { username: 'sales@example.com', password: 'demo' })).json();
    const email = required._embedded.factors[0].id as string;
    const { stateToken } = required;
    await authnPost(api, `/factors/${email}/verify`, { stateToken });
    const { match } = (await mailMatching(api, 'sales', /sign-in code is (\d{6})/))!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => authnPost(api, `/factors/${email}/verify`, { stateToken, passCode: match[1] })),
    );
    const outcomes = tally(answers.map((answer) => answer.json().status ?? answer.json().errorCode));
    expect(outcomes.SUCCESS).toBe(1);
    expect(answers.filter((answer) => answer.json().sessionToken)).toHaveLength(1);
  });
});
