import type { KeyExposure } from '@keyplan/domain';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dayOf = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? day.format(date) : null;
};

/** What each remedy changes, in the customer's words: 'the locks AA opens get new cylinders and keys'. */
const REMEDY_WORDS = {
  replaceLocks: (key: string, where: string) => `the locks ${key} opens${where} get new cylinders and keys`,
  newMasterKeyBranch: (key: string, where: string) =>
    `the locks under ${key}${where} move to a new master key, with new cylinders and keys`,
} as const;

/**
 * Where the remedies for a lost key stand, in the customer's words (issue 47): proposed by their
 * representative, ordered, or delivered, one sentence per system whose locks it replaces.
 */
export function remedyWords(exposure: KeyExposure): string[] {
  const key = exposure.keySymbol;
  const standing = exposure.chosen.filter(
    (entry) => entry.statusLabel !== 'Canceled' && entry.statusLabel !== 'Deleted',
  );
  if (standing.length === 0) return ['Your representative will propose how to make the system safe again.'];
  return standing.map((entry) => {
    const other = exposure.otherSystems.find((system) => system.lockSystemID === entry.lockSystemID);
    const where = other ? ` in ${other.lockSystemName}` : '';
    const sap = entry.sapOrderNumber ? ` (SAP order ${entry.sapOrderNumber})` : '';
    const change = REMEDY_WORDS[entry.remedy](key, where);
    if (entry.delivered) {
      const on = dayOf(entry.deliveredAt);
      // The exposure's summary names the SAP order that replaced them already.
      return `The new keys and cylinders${where} were delivered${on ? ` on ${on}` : ''}; ${key} no longer opens the locks they replaced.`;
    }
    if (entry.statusLabel === 'Submitted') {
      const on = dayOf(entry.orderedAt);
      return `New keys and cylinders were ordered${on ? ` on ${on}` : ''}${sap}: ${change}. Until they are fitted, ${key} still opens these locks.`;
    }
    return `Your representative proposes that ${change}; it is not ordered yet.`;
  });
}
