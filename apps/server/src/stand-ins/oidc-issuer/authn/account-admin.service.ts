import type { FastifyBaseLogger } from 'fastify';
import type { IssuerAccountSummary, PasswordResetSent, SignOnPolicy } from '@keyplan/domain';
import { insertAdminChange } from '../../../audit/admin-audit.repository.ts';
import type { Db } from '../../../db/database.ts';
import { appErrors } from '../../../errors.ts';
import { displayName, profileOf } from '../issuer-accounts.ts';
import { findAccount, listAccounts, updateAccount, type IssuerAccountRow } from '../issuer-account.repository.ts';
import type { SignInThrottle } from '../sign-in-throttle.ts';
import type { AuthnContext } from './authn-context.ts';
import { mailRecoveryToken } from './recovery.ts';

export interface IssuerAccountAdminOptions {
  db: Db;
  throttle: SignInThrottle;
  /** The web app's origin: the reset link opens there. */
  appOrigin: string;
  origin: string;
  mailbox: boolean;
  log: FastifyBaseLogger;
  now?: () => number;
}

const ENTITY = 'issuerAccount';

/**
 * What an admin can do for the embedded issuer's accounts (issue 43): list them with their
 * lock-out, unlock one (its wrong passwords are forgotten), send a password reset link to its
 * verified emails, set its sign-on policy, expire its password. Every change is audited.
 */
export function createIssuerAccountAdmin(options: IssuerAccountAdminOptions) {
  const { db, throttle } = options;
  const now = options.now ?? Date.now;

  async function summaryOf(account: IssuerAccountRow): Promise<IssuerAccountSummary> {
    const lockedMs = await throttle.lockedFor(account.login, now());
    return {
      accountId: account.account_id,
      login: account.login,
      name: displayName(profileOf(account)),
      roles: JSON.parse(account.roles_json) as string[],
      lockedOut: lockedMs !== null,
      lockedUntil: lockedMs === null ? null : new Date(now() + lockedMs).toISOString(),
      mfaRequired: Boolean(account.mfa_required),
      passwordExpired: Boolean(account.password_expired),
      passwordChanged: account.password_updated_at,
    };
  }

  async function accountOf(accountId: string) {
    const account = await findAccount(db, accountId);
    if (!account) throw appErrors.notFound(`No account ${accountId}`);
    return account;
  }

  /** Changes an account's flags and audits the change (before and after as the admin list shows them). */
  async function change(accountId: string, actor: string, action: string, changes: Partial<IssuerAccountRow>) {
    const account = await accountOf(accountId);
    const before = await summaryOf(account);
    const after = await summaryOf({ ...account, ...changes });
    // Only writes inside: on SQLite the transaction holds the one connection.
    await db.transaction().execute(async (trx) => {
      await updateAccount(trx, accountId, { ...changes, modified_at: new Date(now()).toISOString() });
      await insertAdminChange(trx, { actor, entityType: ENTITY, entityId: accountId, action, before, after });
    });
    return after;
  }

  return {
    async list(): Promise<IssuerAccountSummary[]> {
      return Promise.all((await listAccounts(db)).map(summaryOf));
    },

    /** Unlocks a locked-out account; an account that is not locked out is left as it is (no audit). */
    async unlock(accountId: string, actor: string): Promise<IssuerAccountSummary> {
      const account = await accountOf(accountId);
      const before = await summaryOf(account);
      if (!before.lockedOut) return before;
      await throttle.unlock(account.login);
      const after = await summaryOf(account);
      await insertAdminChange(db, { actor, entityType: ENTITY, entityId: accountId, action: 'unlock', before, after });
      options.log.info({ accountId, actor }, 'embedded issuer: account unlocked by an admin');
      return after;
    },

    /** Mails a one-time password reset link (1 hour) to the account's verified emails. */
    async sendPasswordReset(accountId: string, actor: string): Promise<PasswordResetSent> {
      const account = await accountOf(accountId);
      const context: AuthnContext = { ...options, now, log: options.log };
      const { recipients, expiresAt } = await mailRecoveryToken(context, account, 'PASSWORD', actor);
      const sent = { accountId, recipients, expiresAt: new Date(expiresAt).toISOString() };
      await insertAdminChange(db, {
        actor,
        entityType: ENTITY,
        entityId: accountId,
        action: 'sendPasswordReset',
        before: null,
        after: sent,
      });
      return sent;
    },

    setSignOnPolicy(accountId: string, policy: SignOnPolicy, actor: string) {
      return change(accountId, actor, 'setSignOnPolicy', { mfa_required: policy.mfaRequired ? 1 : 0 });
    },

    expirePassword(accountId: string, actor: string) {
      return change(accountId, actor, 'expirePassword', { password_expired: 1 });
    },
  };
}

export type IssuerAccountAdmin = ReturnType<typeof createIssuerAccountAdmin>;
