import { ENGRAVING_FIELDS, formatFieldPath, reorderRequestSchema, type ReorderRequestInput } from '@keyplan/domain';
import { engravingLineLabel, type LockFace } from '../../../components/ui/engraving-field.tsx';
import { textNow } from '../../../i18n/use-text.ts';
import { ruleWords } from '../rule-words.ts';
import { systemsText, type SystemsKey, type SystemsTranslate } from '../systems-text.ts';
import type { RequestPlace } from './reorder-request.ts';

/*
 * The server names a refused part of a reorder by its request path ('newMasterKeys[0].keyName: is
 * required'); the person knows the form. These say it as the form does: 'New master key 1: Master
 * key name is required', in the language on show.
 */

const LINE_FIELDS = (Object.entries(ENGRAVING_FIELDS) as [LockFace, readonly string[]][]).flatMap(([face, fields]) =>
  fields.map((field, index) => [field, { face, index }] as const),
);

/** A new lock set's choices by the labels the form gives them. */
const CHOICE_KEYS: Record<string, SystemsKey> = {
  bodyMaterialID: 'choices.body',
  shackleMaterialID: 'choices.shackle',
  colorID: 'choices.color',
  engravedLock: 'choices.engraveLocks',
  engravedKey: 'choices.engraveKeys',
  fontSize: 'choices.fontSize',
  keyText: 'choices.keyText',
  logoFront: 'choices.logoFront',
  logoBack: 'choices.logoBack',
};

/** The words of a choice: an engraved line as /set labels it, the others as the form does. */
function choiceWords(field: string, t: SystemsTranslate): string | undefined {
  const line = LINE_FIELDS.find(([name]) => name === field)?.[1];
  if (line) return engravingLineLabel(line.face, line.index);
  const key = CHOICE_KEYS[field];
  return key && t(key);
}

/**
 * The fields of each part of the request, by the labels the form gives them; '' where the part
 * itself is what the field names ('More locks for PUMPS', 'More keys AA', the request as a whole).
 */
const FIELD_KEYS: Record<RequestPlace['kind'] | 'order', Record<string, SystemsKey | ''>> = {
  order: {
    body: '',
    request: '',
    orderPONumber: 'field.orderPONumber',
    orderSystemName: 'order.name',
    comments: 'field.order.comments',
    addLocks: 'field.order.addLocks',
    newLockSets: 'field.order.newLockSets',
    newMasterKeys: 'field.order.newMasterKeys',
    additionalKeys: 'field.order.additionalKeys',
  },
  addLocks: {
    lockSetID: '',
    locks: 'field.addLocks.locks',
    setNumber: 'field.addLocks.setNumber',
    keys: 'field.addLocks.keys',
    workers: 'field.addLocks.workers',
  },
  lockSet: {
    masterKeyID: 'field.lockSet.masterKeyID',
    lockSetName: 'field.lockSet.lockSetName',
    keyOption: 'field.lockSet.keyOption',
    numberOfSets: 'field.lockSet.numberOfSets',
    numberOfLocksPerSet: 'field.lockSet.numberOfLocksPerSet',
    keys: 'field.lockSet.keys',
    copyOf: 'field.lockSet.copyOf',
    choices: 'field.lockSet.choices',
  },
  masterKey: { keyName: 'field.masterKey.keyName', keys: 'field.masterKey.keys', lockSets: 'field.masterKey.lockSets' },
  keys: { keySymbol: '', quantity: 'field.keys.quantity', reason: 'field.keys.reason' },
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
function fieldWords(kind: RequestPlace['kind'] | 'order', rest: string, t: SystemsTranslate): string {
  if (rest === '') return '';
  const choice = /^choices\.(\w+)$/.exec(rest);
  if (choice && kind === 'lockSet') return choiceWords(choice[1]!, t) ?? spelledOut(rest);
  const key = FIELD_KEYS[kind][rest];
  if (key === undefined) return spelledOut(rest);
  return key === '' ? '' : t(key);
}

/**
 * A part of the request the form did not list (a line the person has since taken off), in the
 * form's words by its position: 'newMasterKeys[1]' → 'New master key 2'.
 */
function placeByPosition(path: string, t: SystemsTranslate): RequestPlace | undefined {
  const nth = (text: string) => Number(text) + 1;
  let match = /^newMasterKeys\[(\d+)\]\.lockSets\[(\d+)\]$/.exec(path);
  if (match)
    return { words: t('place.setOfNewMaster', { set: nth(match[2]!), number: nth(match[1]!) }), kind: 'lockSet' };
  match = /^(newMasterKeys|newLockSets|addLocks|additionalKeys)\[(\d+)\]$/.exec(path);
  if (!match) return undefined;
  const number = nth(match[2]!);
  const byList = {
    newMasterKeys: { words: t('place.newMasterKey', { number }), kind: 'masterKey' },
    newLockSets: { words: t('place.newLockSet', { number }), kind: 'lockSet' },
    addLocks: { words: t('place.moreLocksLine', { number }), kind: 'addLocks' },
    additionalKeys: { words: t('place.moreKeysLine', { number }), kind: 'keys' },
  } as const;
  return byList[match[1] as keyof typeof byList];
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One problem of the server's answer (or of the domain's rules checked here) in the form's words;
 * never the request's path: a part the form does not list is named by its position, a field by
 * its name spelled out.
 */
export function readableProblem(
  problem: string,
  places: ReadonlyMap<string, RequestPlace>,
  t: SystemsTranslate = textNow(systemsText),
): string {
  const match = /^([A-Za-z]\w*(?:\[\d+\])?(?:\.\w+(?:\[\d+\])?)*): (.+)$/s.exec(problem);
  if (!match) return problem;
  const path = match[1]!;
  const said = match[2]!;
  // The longest part of the path the form knows: 'newMasterKeys[0].lockSets[1]' before 'newMasterKeys[0]'.
  const placeOf = (prefix: string) => places.get(prefix) ?? placeByPosition(prefix, t);
  let prefix = path;
  let place = placeOf(prefix);
  while (!place && /[.[]/.test(prefix)) {
    prefix = prefix.slice(0, Math.max(prefix.lastIndexOf('.'), prefix.lastIndexOf('[')));
    place = placeOf(prefix);
  }
  const rest = place ? path.slice(prefix.length + 1) : path;
  const field = fieldWords(place?.kind ?? 'order', rest, t);
  const continues = CONTINUES_FIELD.test(said);
  let message = ruleWords(said, t);
  // 'Keys are required', not 'Keys is required' (English only: other languages say the rule alone).
  if (continues && /s$/.test(field)) message = message.replace(/^is\b/, 'are');
  if (!place) {
    if (field === '') return sentence(message);
    return continues ? t('problem.field', { field, message }) : t('problem.fieldSays', { field, message });
  }
  if (!field) return t('problem.place', { place: place.words, message });
  return continues
    ? t('problem.placeField', { place: place.words, field, message })
    : t('problem.placeFieldSays', { place: place.words, field: field.toLowerCase(), message });
}

/** The problems of a refused reorder (400 or 422 `errors`), each in the form's words. */
export function readableProblems(
  errors: unknown,
  places: ReadonlyMap<string, RequestPlace>,
  t: SystemsTranslate = textNow(systemsText),
): string[] {
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((item): item is string => typeof item === 'string')
    .map((item) => readableProblem(item, places, t));
}

/**
 * What the domain's rules (the request schema the server checks first) refuse in the request the
 * form describes, each in the form's words; empty when it can be priced and created. Asked before
 * the server is: an incomplete form is said here, not answered with a 400.
 */
export function reorderProblemsOf(
  request: ReorderRequestInput,
  places: ReadonlyMap<string, RequestPlace>,
  t: SystemsTranslate = textNow(systemsText),
): string[] {
  const result = reorderRequestSchema.safeParse(request);
  if (result.success) return [];
  const problems = result.error.issues.map((issue) =>
    readableProblem(`${issue.path.length > 0 ? formatFieldPath(issue.path) : 'body'}: ${issue.message}`, places, t),
  );
  return [...new Set(problems)];
}
