import type { InstalledKey } from '@keyplan/domain';
import type { SystemsTranslate } from '../systems-text.ts';

/** What an installed key is, in words: the installed systems' keys table and the reorder's "More keys" say it alike. */
export const installedKeyKind = (kind: InstalledKey['kind'], t: SystemsTranslate): string => t(`keyKind.${kind}`);
