import type { Db } from '../../../db/database.ts';
import { insertMail, listEmails, type IssuerAccountRow } from '../issuer-account.repository.ts';
import type { AuthnContext } from './authn-context.ts';

/** A message the embedded issuer "sends": kept in its mailbox (the stand-in sends no mail, SMS or push). */
export interface OutgoingMessage {
  accountId: string;
  channel: 'email' | 'sms' | 'call' | 'push';
  recipient: string;
  body: string;
}

/**
 * Puts a message in the mailbox. It carries a secret (a code, a recovery link, a push approval), so
 * its text is logged only where the development mailbox is open (development and tests) too.
 */
export async function sendMessage(context: AuthnContext, message: OutgoingMessage) {
  await insertMail(context.db, {
    account_id: message.accountId,
    channel: message.channel,
    recipient: message.recipient,
    body: message.body,
    at: context.now(),
  });
  const { accountId, channel, recipient } = message;
  context.log.info(
    { accountId, channel, recipient, ...(context.mailbox ? { body: message.body } : {}) },
    'embedded issuer: message kept in the mailbox (the stand-in sends no mail, SMS or push)',
  );
}

/** The account's verified email addresses, the primary first; its login when it has none. */
export async function verifiedEmailsOf(db: Db, account: IssuerAccountRow): Promise<string[]> {
  const emails = (await listEmails(db, account.account_id)).filter((email) => email.status === 'VERIFIED');
  emails.sort((a, b) => (a.role === b.role ? 0 : a.role === 'PRIMARY' ? -1 : 1));
  return emails.length > 0 ? emails.map((email) => email.email) : [account.login];
}
