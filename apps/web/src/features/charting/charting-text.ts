import type { ChartLockSet, ChartPinning, KeyChart, KeyingMethod } from '@keyplan/domain';
import { defineText } from '../../i18n/text.ts';
import { textNow, type Translate } from '../../i18n/use-text.ts';
import english from './text/en-US.json';

/** The words of the key chart and of charting (/charting-file, and the chart on the customer's review). */
export const chartingText = defineText(english, {
  'fr-CA': () => import('./text/fr-CA.json'),
  'es-MX': () => import('./text/es-MX.json'),
});

export type ChartingKey = keyof typeof english;
type Words = Translate<ChartingKey>;

/** The progression methods a master-keyed system is charted with (DESIGN §3 "Key codes"), the usual one first. */
export const KEYING_METHODS: readonly KeyingMethod[] = ['total-position-progression', 'rotating-constant'];

const METHODS = {
  'total-position-progression': { label: 'method.tpp', description: 'method.tppDescription' },
  'rotating-constant': { label: 'method.rc', description: 'method.rcDescription' },
} as const satisfies Record<KeyingMethod, { label: ChartingKey; description: ChartingKey }>;

const isKeyingMethod = (method: string): method is KeyingMethod => method in METHODS;

/** 'Total position progression'; '—' before the first charting; an unknown method as it is. */
export function methodLabel(method: string | null, t: Words = textNow(chartingText)): string {
  if (method === null) return '—';
  return isKeyingMethod(method) ? t(METHODS[method].label) : method;
}

/** What a method means underneath, for the person choosing it. */
export function methodDescription(method: KeyingMethod, t: Words = textNow(chartingText)): string {
  return t(METHODS[method].description);
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
export function lockSetSummary(lockSet: ChartLockSet, t: Words = textNow(chartingText)): string {
  const sets = lockSet.locks.reduce((highest, lock) => Math.max(highest, lock.setNumber), 0);
  return [
    t(lockSet.keyOption === 'KD' ? 'lockSet.keyedDifferent' : 'lockSet.keyedAlike'),
    t('lockSet.sets', { count: sets }),
    t('lockSet.locks', { count: lockSet.locks.length }),
  ].join(' · ');
}

const FACES = {
  front: 'engraving.front',
  back: 'engraving.back',
  left: 'engraving.left',
  right: 'engraving.right',
  key: 'engraving.key',
} as const satisfies Record<string, ChartingKey>;

/** The engraving of a lock set as "Front: A / B" lines; empty faces left out. */
export function engravingLines(lockSet: ChartLockSet, t: Words = textNow(chartingText)): string[] {
  const { front, back, left, right, key } = lockSet.engraving;
  const faces: Array<[keyof typeof FACES, string[]]> = [
    ['front', front],
    ['back', back],
    ['left', left],
    ['right', right],
    ['key', key.trim() ? [key] : []],
  ];
  return faces
    .filter(([, lines]) => lines.length > 0)
    .map(([face, lines]) => t(FACES[face], { text: lines.join(' / ') }));
}
