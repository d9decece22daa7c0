import { ENGRAVING_FIELDS, formatFieldPath, reorderRequestSchema, type ReorderRequestInput } from '@keyplan/domain';
import { engravingLineLabel, type LockFace } from '../../../components/ui/engraving-field.tsx';
import type { RequestPlace } from './reorder-request.ts';

/*
 * The server names a refused part of a reorder by its request path ('newMasterKeys[0].keyName: is
 * required'); the person knows the form. These say it as the form does: 'New master key 1: Master
 * key name is required'.
 */

const LINE_WORDS: Record<string, string> = Object.fromEntries(
  (Object.entries(ENGRAVING_FIELDS) as [LockFace, readonly string[]][]).flatMap(([face, fields]) =>
    fields.map((field, index) => [field, engravingLineLabel(face, index)]),
  ),
);

const CHOICE_WORDS: Record<string, string> = {
  ...LINE_WORDS,
  bodyMaterialID: 'Body',
  shackleMaterialID: 'Shackle',
  colorID: 'Color',
  engravedLock: 'Engrave the locks',
  engravedKey: 'Engrave the keys',
  fontSize: 'Font size',
  keyText: 'Key text',
  logoFront: 'Front logo',
  logoBack: 'Back logo',
};

/** The fields of each part of the request, by the labels the form gives them. */
const FIELD_WORDS: Record<RequestPlace['kind'] | 'order', Record<string, string>> = {
  order: {
    // The request as a whole ('must order locks, a lock set, a master key or keys').
    body: '',
    request: '',
    orderPONumber: 'PO number',
    orderSystemName: 'Order name',
    comments: 'Comments',
    addLocks: 'More locks',
    newLockSets: 'New lock sets',
    newMasterKeys: 'New master keys',
    additionalKeys: 'More keys',
  },
  // '' where the part itself is what the field names: 'More locks for PUMPS', 'More keys AA'.
  addLocks: { lockSetID: '', locks: 'Locks', setNumber: 'Set', keys: 'Keys', workers: 'Workers' },
  lockSet: {
    masterKeyID: 'Under',
    lockSetName: 'Name',
    keyOption: 'Keying',
    numberOfSets: 'Sets',
    numberOfLocksPerSet: 'Locks per set',
    keys: 'Keys per lock or set',
    copyOf: 'The lock set copied',
    choices: 'The choices',
  },
  masterKey: { keyName: 'Master key name', keys: 'Keys', lockSets: 'Its lock sets' },
  keys: { keySymbol: '', quantity: 'Keys', reason: 'Reason' },
};

/** A message that goes on from its field's name: 'is required', 'must be at most 40 characters'. */
const CONTINUES_FIELD = /^(is|are|must|may|should|cannot|applies|has|was)\b/;

/** 'lockSetName' → 'Lock set name', 'masterKeyID' → 'Master key': a field the lists above do not name yet. */
function spelledOut(rest: string): string {
  const last = rest
    .split('.')
    .at(-1)!
    .replace(/\[\d+\]$/, '')
    .replace(/ID$/, '');
  return sentence(last.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase());
}

/** The field's words in a part of the request ('Master key name', 'Front line 1'); '' for none. */
function fieldWords(kind: RequestPlace['kind'] | 'order', rest: string): string {
  if (rest === '') return '';
  const choice = /^choices\.(\w+)$/.exec(rest);
  const known = choice && kind === 'lockSet' ? CHOICE_WORDS[choice[1]!] : FIELD_WORDS[kind][rest];
  return known ?? spelledOut(rest);
}

/**
 * A part of the request the form did not list (a line the person has since taken off), in the
 * form's words by its position: 'newMasterKeys[1]' → 'New master key 2'.
 */
function placeByPosition(path: string): RequestPlace | undefined {
  const nth = (text: string) => Number(text) + 1;
  let match = /^newMasterKeys\[(\d+)\]\.lockSets\[(\d+)\]$/.exec(path);
  if (match) return { words: `Lock set ${nth(match[2]!)} of new master key ${nth(match[1]!)}`, kind: 'lockSet' };
  match = /^(newMasterKeys|newLockSets|addLocks|additionalKeys)\[(\d+)\]$/.exec(path);
  if (!match) return undefined;
  const n = nth(match[2]!);
  const byList = {
    newMasterKeys: { words: `New master key ${n}`, kind: 'masterKey' },
    newLockSets: { words: `New lock set ${n}`, kind: 'lockSet' },
    addLocks: { words: `More locks, line ${n}`, kind: 'addLocks' },
    additionalKeys: { words: `More keys, line ${n}`, kind: 'keys' },
  } as const;
  return byList[match[1] as keyof typeof byList];
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One problem of the server's answer (or of the domain's rules checked here) in the form's words;
 * never the request's path: a part the form does not list is named by its position, a field by
 * its name spelled out.
 */
export function readableProblem(problem: string, places: ReadonlyMap<string, RequestPlace>): string {
  const match = /^([A-Za-z]\w*(?:\[\d+\])?(?:\.\w+(?:\[\d+\])?)*): (.+)$/s.exec(problem);
  if (!match) return problem;
  const path = match[1]!;
  let message = match[2]!;
  // The longest part of the path the form knows: 'newMasterKeys[0].lockSets[1]' before 'newMasterKeys[0]'.
  const placeOf = (prefix: string) => places.get(prefix) ?? placeByPosition(prefix);
  let prefix = path;
  let place = placeOf(prefix);
  while (!place && /[.[]/.test(prefix)) {
    prefix = prefix.slice(0, Math.max(prefix.lastIndexOf('.'), prefix.lastIndexOf('[')));
    place = placeOf(prefix);
  }
  const rest = place ? path.slice(prefix.length + 1) : path;
  const field = fieldWords(place?.kind ?? 'order', rest);
  const continues = CONTINUES_FIELD.test(message);
  // 'Keys are required', not 'Keys is required'.
  if (continues && /s$/.test(field)) message = message.replace(/^is\b/, 'are');
  if (!place) {
    if (field === '') return sentence(message);
    return continues ? `${field} ${message}` : `${field}: ${message}`;
  }
  if (!field) return `${place.words}: ${message}`;
  return continues ? `${place.words}: ${field} ${message}` : `${place.words}, ${field.toLowerCase()}: ${message}`;
}

/** The problems of a refused reorder (400 or 422 `errors`), each in the form's words. */
export function readableProblems(errors: unknown, places: ReadonlyMap<string, RequestPlace>): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter((item): item is string => typeof item === 'string').map((item) => readableProblem(item, places));
}

/**
 * What the domain's rules (the request schema the server checks first) refuse in the request the
 * form describes, each in the form's words; empty when it can be priced and created. Asked before
 * the server is: an incomplete form is said here, not answered with a 400.
 */
export function reorderProblemsOf(request: ReorderRequestInput, places: ReadonlyMap<string, RequestPlace>): string[] {
  const result = reorderRequestSchema.safeParse(request);
  if (result.success) return [];
  const problems = result.error.issues.map((issue) =>
    readableProblem(`${issue.path.length > 0 ? formatFieldPath(issue.path) : 'body'}: ${issue.message}`, places),
  );
  return [...new Set(problems)];
}
