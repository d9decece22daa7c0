import type { useFormat } from '../../../i18n/use-format.ts';

/** When a system last changed, for people, in the language on show ('Mar 4, 2025, 2:05 PM'); odd input as it came. */
export function changedAt(iso: string, format: ReturnType<typeof useFormat>): string {
  return Number.isNaN(new Date(iso).getTime()) ? iso : format.dateTime(iso);
}
