import { textNow } from '../../i18n/use-text.ts';
import { systemsText, type SystemsKey, type SystemsTranslate } from './systems-text.ts';

type Values = Record<string, string | number>;

/**
 * The domain's rule messages these screens show (the header's and the reorder request's schemas,
 * the installed system's rules), as the domain writes them in English: each is said again with
 * its message, whose en-US text is the domain's word for word (rule-words.test.ts).
 */
const RULES: ReadonlyArray<{ key: SystemsKey; pattern: RegExp; values?: (match: RegExpExecArray) => Values }> = [
  { key: 'rule.required', pattern: /^is required$/ },
  { key: 'rule.tooLong', pattern: /^must be at most (\d+) characters$/, values: (m) => ({ max: Number(m[1]) }) },
  { key: 'rule.atLeast', pattern: /^must be at least (\d+)$/, values: (m) => ({ min: Number(m[1]) }) },
  { key: 'rule.atMost', pattern: /^must be at most (\d+)$/, values: (m) => ({ max: Number(m[1]) }) },
  { key: 'rule.number', pattern: /^must be a number$/ },
  { key: 'rule.wholeNumber', pattern: /^must be a whole number$/ },
  { key: 'rule.uuid', pattern: /^must be a UUID$/ },
  { key: 'rule.keyOption', pattern: /^must be KD or KA$/ },
  { key: 'rule.keySymbol', pattern: /^must be a key symbol such as A, AB or AB3$/ },
  { key: 'rule.orderSomething', pattern: /^must order locks, a lock set, a master key or keys$/ },
  { key: 'rule.currencyCode', pattern: /^must be a three-letter currency code$/ },
  {
    key: 'rule.secondKeyReason',
    pattern: /^Lockout\/tagout locks have one key per lock: record why a second key of (\S+) is needed$/,
    values: (m) => ({ symbol: m[1]! }),
  },
  {
    key: 'rule.lockoutKeyMax',
    pattern:
      /^(\S+) is (.+)’s lockout\/tagout key \((\d+) cut\): lockout\/tagout locks have one key per lock, at most two with a reason$/,
    values: (m) => ({ symbol: m[1]!, worker: m[2] === 'a worker' ? 'none' : m[2]!, cut: Number(m[3]) }),
  },
  {
    key: 'rule.lockoutSetKeys',
    pattern:
      /^(.+) is (.+)’s lockout\/tagout set: its key (\S+) is cut (\d+) times, and added locks cut (\d+) more\. Lockout\/tagout locks have one key per set, a second only with a reason recorded on the set: add the locks as a lock set of their own$/,
    values: (m) => ({
      name: m[1]!,
      worker: m[2] === 'one worker' ? 'none' : m[2]!,
      symbol: m[3]!,
      cut: Number(m[4]),
      more: Number(m[5]),
    }),
  },
  {
    key: 'rule.lockoutMasterNoCopy',
    pattern:
      /^(.+) opens the lockout\/tagout locks of (.+), where no supervisor master key is recorded: no copy of it is cut$/,
    values: (m) => ({ key: m[1]!, sets: m[2]! }),
  },
  {
    key: 'rule.replacedLockSet',
    pattern: /^(.+) was replaced because a lost key opens it: new locks join a set of its replacement instead$/,
    values: (m) => ({ name: m[1]! }),
  },
  {
    key: 'rule.supervisorKey',
    pattern:
      /^(.+) is a lockout\/tagout supervisor master key: it opens workers’ safety locks and is held by a supervisor under the customer’s written removal procedure\.$/,
    values: (m) => ({ key: m[1]! }),
  },
];

/** Why a key is out of service as the domain's `outOfService` writes it, said again; null for any other text. */
function outOfServiceWords(reason: string, t: SystemsTranslate): string | null {
  const retired = /^(.+) was retired: its locks were replaced by (?:SAP order (\S+)|a reorder)$/.exec(reason);
  if (retired) return t('hold.retired', { key: retired[1]!, order: retired[2] ?? 'none' });
  const lost = /^(.+) has a copy reported lost$/.exec(reason);
  return lost ? t('hold.lost', { key: lost[1]! }) : null;
}

/**
 * What the installed system's rules (`reorderVerdict`) say of a key out of service: no more copies
 * of it, nothing more under it. The screen's holds end with a full stop; the server's problems do not.
 */
const HOLDS: ReadonlyArray<{ key: SystemsKey; pattern: RegExp }> = [
  { key: 'hold.noCopies', pattern: /^(.+): no more copies of it are cut$/ },
  { key: 'hold.place', pattern: /^(.+), and new locks here would open to it: nothing more is added under it$/ },
  { key: 'hold.setKey', pattern: /^(.+), and locks added to set (\d+) would open to it$/ },
];

/** A rule message of the domain in the language on show (or `t`'s); any other text as it came. */
export function ruleWords(message: string, t: SystemsTranslate = textNow(systemsText)): string {
  for (const { key, pattern, values } of RULES) {
    const match = pattern.exec(message);
    if (match) return t(key, values?.(match));
  }
  for (const { key, pattern } of HOLDS) {
    const match = pattern.exec(message);
    const said = match ? outOfServiceWords(match[1]!, t) : null;
    if (said !== null) return t(key, { reason: said, set: Number(match![2]) }).replace(/\.$/, '');
  }
  return outOfServiceWords(message, t) ?? message;
}
