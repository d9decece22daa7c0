import type { InstalledKey } from '@keyplan/domain';

/** What an installed key is, in words: the installed systems' keys table and the reorder's "More keys" say it alike. */
export const INSTALLED_KEY_KIND_LABELS: Record<InstalledKey['kind'], string> = {
  grandMaster: 'Grand master key',
  master: 'Master key',
  change: 'Change key',
};
