import { z } from 'zod';
import { disallowedEngravingCharacters, engravingRefusedMessage, normalizeEngraving } from './engraving.ts';
import { LIMITS } from './limits.ts';

/**
 * Lockout/tagout (issue 35, decision 0035): a lock set of safety padlocks, each applied by one
 * worker who alone may remove it (OSHA 29 CFR 1910.147, ANSI/ASSE Z244.1). The rules and the
 * exceptions a rep may record live in `lockout-rules.ts`; this file holds the settings.
 */

/** The warning shown, and recorded with the system, when a supervisor master key is marked. */
export const SUPERVISOR_MASTER_KEY_WARNING =
  'A master key opens every lock of this set. Keep it with a supervisor and use it only under your written procedure for removing another worker’s lock: check the worker is not at the site, try to reach them, and tell them before they return to work.';

export const LOCKOUT_LIMITS = {
  department: 40,
  worker: 40,
  reason: 200,
  template: 40,
} as const;

/** The placeholder of a names template that each lock's worker name replaces. */
export const LOCKOUT_NAME_PLACEHOLDER = '{NAME}';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** One lock of a lockout/tagout set: the worker (name or ID, as given) and what its body is engraved with. */
const lockoutLockSchema = z.object({
  worker: text(LOCKOUT_LIMITS.worker),
  engraving: z
    .string()
    .max(LIMITS.engravingLineLength, `must be at most ${LIMITS.engravingLineLength} characters`)
    .refine((value) => disallowedEngravingCharacters(value).length === 0 && value === normalizeEngraving(value), {
      message: 'may contain only engravable characters (uppercase)',
    }),
});

/** The lockout/tagout settings of a lock set, with the exceptions the rep recorded. */
export const lockoutSchema = z.object({
  /** The department the set belongs to; its body color identifies the department. */
  department: text(LOCKOUT_LIMITS.department).default(''),
  /** Why a lock has a second key (empty: one key per lock). */
  secondKeyReason: text(LOCKOUT_LIMITS.reason).default(''),
  /** "Supervisor master key under a written removal procedure" marked: the set may be master keyed. */
  supervisorMasterKey: z.boolean().default(false),
  /** Keyed alike only as one worker's set: that worker's name (empty: not a one-worker set). */
  oneWorkerName: text(LOCKOUT_LIMITS.worker).default(''),
  /** The template each lock's engraving is filled from, {NAME} standing for the worker. */
  template: text(LOCKOUT_LIMITS.template).default(LOCKOUT_NAME_PLACEHOLDER),
  /** Each lock in order: its worker and engraving. */
  locks: z.array(lockoutLockSchema).max(LIMITS.locksPerSystem).default([]),
});

export type Lockout = z.infer<typeof lockoutSchema>;
export type LockoutLock = z.infer<typeof lockoutLockSchema>;

/** A fresh lockout/tagout setting: nothing recorded yet. */
export function newLockout(): Lockout {
  return lockoutSchema.parse({});
}

/**
 * How many characters a worker's name may have through a template: the engraving line less the
 * template's own text, shared among its {NAME}s. A template without {NAME} engraves the name alone.
 */
export function lockoutNameRoom(template: string): number {
  const parts = template.split(LOCKOUT_NAME_PLACEHOLDER);
  if (parts.length === 1) return LIMITS.engravingLineLength;
  const own = parts.join('').length;
  return Math.max(0, Math.floor((LIMITS.engravingLineLength - own) / (parts.length - 1)));
}

/** A name the template could not engrave: its line in the pasted list and why. */
export interface LockoutNameProblem {
  line: number;
  name: string;
  message: string;
}

/**
 * Each lock's worker and engraving from a pasted list of names (one a line, blank lines skipped)
 * through the set's template. A name whose engraving holds characters that cannot be engraved,
 * or is too long, is reported, never trimmed silently: its lock keeps the name with an empty
 * engraving, which the rules then name.
 */
export function fillLockoutEngravings(
  pasted: string,
  template: string,
): { locks: LockoutLock[]; problems: LockoutNameProblem[] } {
  const locks: LockoutLock[] = [];
  const problems: LockoutNameProblem[] = [];
  const pattern = template.includes(LOCKOUT_NAME_PLACEHOLDER) ? template : LOCKOUT_NAME_PLACEHOLDER;
  pasted.split(/\r?\n/).forEach((raw, index) => {
    const name = raw.trim().slice(0, LOCKOUT_LIMITS.worker);
    if (name === '') return;
    const engraving = normalizeEngraving(pattern.split(LOCKOUT_NAME_PLACEHOLDER).join(name));
    const refused = disallowedEngravingCharacters(engraving);
    let message: string | null = null;
    if (refused.length > 0) message = engravingRefusedMessage(refused);
    else if (engraving.length > LIMITS.engravingLineLength)
      message = `'${engraving}' is longer than ${LIMITS.engravingLineLength} characters`;
    if (message) problems.push({ line: index + 1, name, message });
    locks.push({ worker: name, engraving: message ? '' : engraving });
  });
  return { locks, problems };
}
