import { z } from 'zod';
import { lockoutKeySchema } from './lockout-keys.ts';

/**
 * The key register of an installed lock system (issue 28, decision 0028): every key cut, by key
 * symbol and copy number, and who holds it. A copy no one recorded is "not handed out"; a lost or
 * broken copy stays so (its code stays reserved). Every change is kept with who, when, before, after.
 */

const KEY_COPY_STATES = ['notHandedOut', 'handedOut', 'lost', 'broken'] as const;
export type KeyCopyState = (typeof KEY_COPY_STATES)[number];

export const KEY_COPY_STATE_LABELS: Record<KeyCopyState, string> = {
  notHandedOut: 'Not handed out',
  handedOut: 'Handed out',
  lost: 'Lost',
  broken: 'Broken',
};

const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Who holds a key: their name, their department or role, and (optionally) their employee id. */
const keyHolderSchema = z.object({
  name: trimmed(80).min(1, 'is required'),
  department: trimmed(80).min(1, 'is required'),
  employeeId: trimmed(40).nullable().default(null),
});

/** A calendar date (YYYY-MM-DD) no later than today; the server stores it as given. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date')
  .refine((value) => value <= new Date().toISOString().slice(0, 10), 'must not be in the future');

const note = trimmed(500).default('');

/** One change to a copy of a key, as staff record it. */
export const keyRegisterActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('handOut'), holder: keyHolderSchema, on: day.optional(), note }),
    z.object({ action: z.literal('return'), on: day.optional(), note }),
    z.object({ action: z.literal('editHolder'), holder: keyHolderSchema, note }),
    z.object({ action: z.literal('reportLost'), on: day.optional(), note }),
    z.object({ action: z.literal('reportBroken'), on: day.optional(), note }),
  ],
  { message: 'must be handOut, return, editHolder, reportLost or reportBroken' },
);
export type KeyRegisterAction = z.infer<typeof keyRegisterActionSchema>;
export type KeyRegisterActionInput = z.input<typeof keyRegisterActionSchema>;

/** A copy of a key as the register holds it now. */
const keyCopySchema = z.object({
  copyNumber: z.number().int(),
  state: z.enum(KEY_COPY_STATES),
  holder: keyHolderSchema.nullable(),
  issuedOn: z.string().nullable(),
  returnedOn: z.string().nullable(),
  /** Lost or broken on. */
  reportedOn: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string().nullable(),
  /** The change that handed it out to its holder (for its receipt), null when not handed out. */
  handOutId: z.number().int().nullable(),
  /** The installed order that cut it (the first order, or a reorder). */
  cutBy: z.object({ orderID: z.string(), sapOrderNumber: z.string().nullable() }).nullable(),
});
export type KeyCopy = z.infer<typeof keyCopySchema>;

const registerKeySchema = z.object({
  keySymbol: z.string(),
  kind: z.enum(['grandMaster', 'master', 'change']),
  name: z.string(),
  blindCode: z.string(),
  copies: z.array(keyCopySchema),
  /** The delivered reorder that replaced the locks this (lost) key opened, when there is one. */
  locksReplacedBy: z.object({ orderID: z.string(), sapOrderNumber: z.string().nullable() }).nullable(),
  /** A lockout/tagout key: the worker it belongs to and their department, or the supervisor master key. */
  lockout: lockoutKeySchema.nullable().optional(),
  /**
   * Retired (issue 42): a lost key, or the change key of a lock, whose locks a lost key's delivered
   * remedy replaced; its copies are not handed out again.
   */
  retiredBy: z.object({ orderID: z.string(), sapOrderNumber: z.string().nullable() }).nullable().optional(),
});
export type RegisterKey = z.infer<typeof registerKeySchema>;

export const keyRegisterSchema = z.object({
  lockSystemID: z.string(),
  ccid: z.string(),
  systemName: z.string(),
  /** The customer's own key policy text, printed on receipts; null when not set. */
  keyPolicy: z.string().nullable(),
  keys: z.array(registerKeySchema),
  counts: z.object({
    copies: z.number().int(),
    handedOut: z.number().int(),
    notHandedOut: z.number().int(),
    lost: z.number().int(),
    broken: z.number().int(),
  }),
});
export type KeyRegister = z.infer<typeof keyRegisterSchema>;

/** The state of a copy as a history entry keeps it (before and after a change). */
const keyCopySnapshotSchema = z.object({
  state: z.enum(KEY_COPY_STATES),
  holder: keyHolderSchema.nullable(),
  issuedOn: z.string().nullable(),
  returnedOn: z.string().nullable(),
  reportedOn: z.string().nullable(),
});
export type KeyCopySnapshot = z.infer<typeof keyCopySnapshotSchema>;

export const keyRegisterChangeSchema = z.object({
  id: z.number().int(),
  keySymbol: z.string(),
  copyNumber: z.number().int(),
  action: z.enum(['handOut', 'return', 'editHolder', 'reportLost', 'reportBroken']),
  actor: z.string(),
  at: z.string(),
  note: z.string(),
  /** Who proposed it through the customer's review, when it came from there. */
  proposedBy: z.string().nullable(),
  before: keyCopySnapshotSchema,
  after: keyCopySnapshotSchema,
});
export type KeyRegisterChange = z.infer<typeof keyRegisterChangeSchema>;

/** The customer's own key policy, printed on every receipt; empty clears it. */
export const keyPolicyRequestSchema = z.object({ text: trimmed(2000) });

/**
 * The plain-words line of a copy's state: 'Handed out to Ann Lee (Maintenance) on 2026-11-02', or
 * 'Returned 2026-11-20' for a copy back from its holder.
 */
export function describeKeyCopy(
  copy: Pick<KeyCopy, 'state' | 'holder' | 'issuedOn' | 'reportedOn'> & { returnedOn?: string | null },
): string {
  switch (copy.state) {
    case 'handedOut':
      return `Handed out to ${copy.holder?.name ?? 'someone'} (${copy.holder?.department ?? '—'})${copy.issuedOn ? ` on ${copy.issuedOn}` : ''}`;
    case 'lost':
      return `Reported lost${copy.reportedOn ? ` on ${copy.reportedOn}` : ''}`;
    case 'broken':
      return `Reported broken${copy.reportedOn ? ` on ${copy.reportedOn}` : ''}`;
    default:
      return copy.returnedOn ? `Returned ${copy.returnedOn}` : 'Not handed out';
  }
}

export const NOT_HANDED_OUT: KeyCopySnapshot = {
  state: 'notHandedOut',
  holder: null,
  issuedOn: null,
  returnedOn: null,
  reportedOn: null,
};

/**
 * What a change makes of a copy, or why it may not be made: a copy is handed out only when no one
 * holds it; returned, or given another holder, only when handed out; a lost or broken copy stays so.
 */
export function applyKeyRegisterAction(
  before: KeyCopySnapshot,
  action: KeyRegisterAction,
  today: string,
): { after: KeyCopySnapshot } | { refused: string } {
  const finished = before.state === 'lost' || before.state === 'broken';
  if (finished) return { refused: `This copy was reported ${before.state}; its code stays reserved.` };
  switch (action.action) {
    case 'handOut':
      if (before.state === 'handedOut')
        return { refused: `This copy is held by ${before.holder?.name ?? 'someone'}; record its return first.` };
      return {
        after: { ...NOT_HANDED_OUT, state: 'handedOut', holder: action.holder, issuedOn: action.on ?? today },
      };
    case 'return':
      if (before.state !== 'handedOut') return { refused: 'This copy is not handed out.' };
      if ((action.on ?? today) < (before.issuedOn ?? ''))
        return { refused: `on: must not be before it was handed out (${before.issuedOn})` };
      return { after: { ...before, state: 'notHandedOut', returnedOn: action.on ?? today } };
    case 'editHolder':
      if (before.state !== 'handedOut') return { refused: 'This copy is not handed out.' };
      return { after: { ...before, holder: action.holder } };
    case 'reportLost':
      return { after: { ...before, state: 'lost', reportedOn: action.on ?? today } };
    case 'reportBroken':
      return { after: { ...before, state: 'broken', reportedOn: action.on ?? today } };
  }
}

/** A change the customer proposes to a copy through their review access (issue 28); the rep decides. */
export const keyRegisterProposalRequestSchema = z.object({
  keySymbol: z.string().regex(/^A[A-Z]*\d*$/, 'must be a key symbol such as A, AB or AB3'),
  copyNumber: z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000'),
  /** Who proposes it: the customer's name as they give it. */
  proposedBy: trimmed(80).min(1, 'is required'),
  change: keyRegisterActionSchema,
});
export type KeyRegisterProposalRequest = z.input<typeof keyRegisterProposalRequestSchema>;

const KEY_PROPOSAL_STATUSES = ['pending', 'accepted', 'declined'] as const;

export const keyRegisterProposalSchema = z.object({
  id: z.number().int(),
  keySymbol: z.string(),
  copyNumber: z.number().int(),
  change: keyRegisterActionSchema,
  proposedBy: z.string(),
  proposedAt: z.string(),
  status: z.enum(KEY_PROPOSAL_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type KeyRegisterProposal = z.infer<typeof keyRegisterProposalSchema>;

/** The rep's answer to a proposal: accepted (the change is recorded as proposed) or declined, with a note. */
export const keyRegisterDecisionSchema = z.object({
  decision: z.enum(['accept', 'decline'], { message: 'must be accept or decline' }),
  note: trimmed(500).default(''),
});

/** A proposal in plain words: 'Hand out AA1 copy 2 to Ann Lee (Maintenance)', 'Report AA copy 1 lost'. */
export function describeProposal(proposal: Pick<KeyRegisterProposal, 'keySymbol' | 'copyNumber' | 'change'>): string {
  const copy = `${proposal.keySymbol} copy ${proposal.copyNumber}`;
  const { change } = proposal;
  switch (change.action) {
    case 'handOut':
      return `Hand out ${copy} to ${change.holder.name} (${change.holder.department})`;
    case 'editHolder':
      return `Change the holder of ${copy} to ${change.holder.name} (${change.holder.department})`;
    case 'return':
      return `Record ${copy} returned`;
    case 'reportLost':
      return `Report ${copy} lost`;
    case 'reportBroken':
      return `Report ${copy} broken`;
  }
}
