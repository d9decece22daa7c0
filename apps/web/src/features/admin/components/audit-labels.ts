import { textNow } from '../../../i18n/use-text.ts';
import { adminText } from '../admin-text.ts';

/**
 * What the audit calls each kind of entity, in the words the admin screens use, in the language on
 * show; an unknown kind as it is stored.
 */
export function entityLabel(entityType: string): string {
  return textNow(adminText)('audit.entity', { entity: entityType });
}

/**
 * What was done, per entity kind (the same action word means different things: a flag's 'set'),
 * in the language on show; an unknown action as it is stored.
 */
export function actionLabel(action: string): string {
  return textNow(adminText)('audit.action', { action });
}
