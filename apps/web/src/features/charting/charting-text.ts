import { counted } from '@keyplan/domain';
import type { ChartLockSet, ChartPinning, KeyChart, KeyingMethod } from '@keyplan/domain';

/** The progression methods a master-keyed system is charted with (DESIGN §3 "Key codes"), as people read them. */
export const KEYING_METHODS: ReadonlyArray<{ value: KeyingMethod; label: string; description: string }> = [
  {
    value: 'total-position-progression',
    label: 'Total position progression',
    description:
      'Change keys differ from the master bitting in every progressed position: the most change keys per master. The usual choice.',
  },
  {
    value: 'rotating-constant',
    label: 'Rotating constant',
    description:
      'Change keys keep the master cut in some positions, which rotate from key to key: fewer change keys, each with fewer master pins.',
  },
];

export function methodLabel(method: string | null): string {
  if (method === null) return '—';
  return KEYING_METHODS.find((entry) => entry.value === method)?.label ?? method;
}

/** Master-keyed systems (master keys, or a grand master key with keys) are charted by progression. */
export function isMasterKeyed(chart: KeyChart): boolean {
  return chart.masterKeys.length > 0 || chart.grandMasterKey.numberOfKeys > 0;
}

/** Every lock set of the chart, master keys' first. */
export function allLockSets(chart: KeyChart): ChartLockSet[] {
  return [...chart.masterKeys.flatMap((masterKey) => masterKey.lockSets), ...chart.noKeyLockSets];
}

/** Pins chamber by chamber: the bottom pin, then '+' each master pin ("3+2+2 5 2+4 …"), as in the file. */
export function formatPinning(pinning: ChartPinning | undefined): string {
  if (!pinning) return '';
  return pinning.bottomPins
    .map((bottomPin, chamber) => [bottomPin, ...(pinning.masterPins[chamber] ?? [])].join('+'))
    .join(' ');
}

/** "Keyed different · 2 sets × 3 locks · 6 locks" for a lock set's header. */
export function lockSetSummary(lockSet: ChartLockSet): string {
  const sets = lockSet.locks.reduce((highest, lock) => Math.max(highest, lock.setNumber), 0);
  const keyed = lockSet.keyOption === 'KD' ? 'Keyed different' : 'Keyed alike';
  return `${keyed} · ${counted(sets, 'set')} · ${counted(lockSet.locks.length, 'lock')}`;
}

/** The engraving of a lock set as "Front: A / B" lines; empty faces left out. */
export function engravingLines(lockSet: ChartLockSet): string[] {
  const { front, back, left, right, key } = lockSet.engraving;
  const faces: Array<[string, string[]]> = [
    ['Front', front],
    ['Back', back],
    ['Left', left],
    ['Right', right],
    ['Key', key.trim() ? [key] : []],
  ];
  return faces.filter(([, lines]) => lines.length > 0).map(([face, lines]) => `${face}: ${lines.join(' / ')}`);
}
