import type { KeyCopy } from '@keyplan/domain';

/** The colour of a copy's state chip: the table and the phone's cards alike. */
export const STATE_COLORS: Record<KeyCopy['state'], 'default' | 'success' | 'error' | 'warning'> = {
  notHandedOut: 'default',
  handedOut: 'success',
  lost: 'error',
  broken: 'warning',
};

/** Who holds a handed-out copy: 'Marie Dubois (Elevator crew, E-220)'; '—' for any other. */
export function holderText(copy: KeyCopy): string {
  if (copy.state !== 'handedOut' || !copy.holder) return '—';
  const { name, department, employeeId } = copy.holder;
  return `${name} (${department}${employeeId ? `, ${employeeId}` : ''})`;
}

/** Since when a copy is as it is: handed out on, reported lost or broken on; '—' when not handed out. */
export function sinceText(copy: KeyCopy): string {
  if (copy.state === 'handedOut') return copy.issuedOn ?? '—';
  if (copy.state === 'notHandedOut') return '—';
  return copy.reportedOn ?? '—';
}
