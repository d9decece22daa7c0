import { paths } from '../../config/paths.ts';

/** /set for one lock set of the open system. */
export function lockSetHref(lockSetID: string): string {
  return `${paths.set.getHref()}?${new URLSearchParams({ lockSetId: lockSetID }).toString()}`;
}

/** The lock set /set edits, from its query string. */
export function lockSetIdFrom(search: string): string | null {
  return new URLSearchParams(search).get('lockSetId');
}
