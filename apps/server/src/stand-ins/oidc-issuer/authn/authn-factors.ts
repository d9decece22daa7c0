import type { Db } from '../../../db/database.ts';
import { listEmails, listPhones, type IssuerAccountRow } from '../issuer-account.repository.ts';
import { sha256 } from './authn-tokens.ts';

type FactorType = 'email' | 'sms' | 'push';

/** A factor an account can verify with: its verified emails and phones (one-time codes) and a push. */
export interface AuthnFactor {
  id: string;
  factorType: FactorType;
  /** Where a code (or the push) goes: the email address, the phone number, or the account's login. */
  recipient: string;
  profile: Record<string, string>;
}

const PREFIX: Record<FactorType, string> = { email: 'emf', sms: 'sms', push: 'opf' };

/** A stable factor id in the provider's form (a type prefix, 20 characters) for an email, phone or the push. */
function factorIdOf(factorType: FactorType, accountId: string, sourceId: string): string {
  return `${PREFIX[factorType]}${sha256(`${accountId}:${factorType}:${sourceId}`).slice(0, 17)}`;
}

/** `alex@example.com` → `a...x@example.com`, as the provider shows an email factor. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}...${local.slice(-1)}@${domain}`;
}

/** `+15555550100` → `+XXXXXXX0100`: every digit but the last four hidden. */
function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/**
 * The account's factors, in the order the sign-in offers them: each verified email, each verified
 * phone (SMS), and the push when pushes can be answered (the development mailbox stands in for the
 * phone app that approves them).
 */
export async function factorsOf(db: Db, account: IssuerAccountRow, options: { push: boolean }) {
  const [emails, phones] = await Promise.all([listEmails(db, account.account_id), listPhones(db, account.account_id)]);
  const factors: AuthnFactor[] = [];
  for (const email of emails.filter((one) => one.status === 'VERIFIED'))
    factors.push({
      id: factorIdOf('email', account.account_id, email.id),
      factorType: 'email',
      recipient: email.email,
      profile: { email: maskEmail(email.email) },
    });
  for (const phone of phones.filter((one) => one.status === 'VERIFIED'))
    factors.push({
      id: factorIdOf('sms', account.account_id, phone.id),
      factorType: 'sms',
      recipient: phone.phone_number,
      profile: { phoneNumber: maskPhone(phone.phone_number) },
    });
  if (options.push)
    factors.push({
      id: factorIdOf('push', account.account_id, 'mailbox'),
      factorType: 'push',
      recipient: account.login,
      profile: {
        credentialId: account.login,
        deviceType: 'SmartPhone_Other',
        name: 'Keyplan development mailbox',
        platform: 'OTHER',
        version: '1',
      },
    });
  return factors;
}

/** The factor of the account with this id, or undefined. */
export async function findFactor(db: Db, account: IssuerAccountRow, factorId: string, options: { push: boolean }) {
  return (await factorsOf(db, account, options)).find((factor) => factor.id === factorId);
}
