import type { KeyExposure } from '@keyplan/domain';
import { keyRegisterWordsNow, type KeyRegisterWords } from '../key-register-text.ts';

/**
 * Where the remedies for a lost key stand, in the customer's words (issue 47): proposed by their
 * representative, ordered, or delivered, one sentence per system whose locks it replaces.
 */
export function remedyWords(exposure: KeyExposure, { t, format }: KeyRegisterWords = keyRegisterWordsNow()): string[] {
  const dayOf = (iso: string | null | undefined) =>
    iso && !Number.isNaN(new Date(iso).getTime()) ? format.date(iso) : null;
  const key = exposure.keySymbol;
  const standing = exposure.chosen.filter(
    (entry) => entry.statusLabel !== 'Canceled' && entry.statusLabel !== 'Deleted',
  );
  if (standing.length === 0) return [t('guest.remedy.none')];
  return standing.map((entry) => {
    const other = exposure.otherSystems.find((system) => system.lockSystemID === entry.lockSystemID);
    // 'in Dryer keys' when the locks are in another of the customer's systems.
    const where = { key, elsewhere: other ? 'yes' : 'no', system: other?.lockSystemName ?? '' };
    const replaceLocks = entry.remedy === 'replaceLocks';
    if (entry.delivered) {
      const on = dayOf(entry.deliveredAt);
      // The exposure's summary names the SAP order that replaced them already.
      return t('guest.remedy.delivered', { ...where, dated: on ? 'yes' : 'no', on: on ?? '' });
    }
    if (entry.statusLabel === 'Submitted') {
      const on = dayOf(entry.orderedAt);
      const change = t(replaceLocks ? 'guest.change.replaceLocks' : 'guest.change.newMasterKeyBranch', where);
      return t('guest.remedy.ordered', {
        key,
        change,
        dated: on ? 'yes' : 'no',
        on: on ?? '',
        withSap: entry.sapOrderNumber ? 'yes' : 'no',
        sap: entry.sapOrderNumber ?? '',
      });
    }
    return t(replaceLocks ? 'guest.remedy.proposedReplaceLocks' : 'guest.remedy.proposedNewMasterKeyBranch', where);
  });
}
