import { ENGRAVING_FIELDS } from '@keyplan/domain';
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
  colorID: 'Colour',
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

/** The field's words in a part of the request ('Master key name', 'Front line 1'); '' for none; null when unknown. */
function fieldWords(kind: RequestPlace['kind'] | 'order', rest: string): string | null {
  if (rest === '') return '';
  const choice = /^choices\.(\w+)$/.exec(rest);
  if (choice && kind === 'lockSet') return CHOICE_WORDS[choice[1]!] ?? null;
  return FIELD_WORDS[kind][rest] ?? null;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One problem of the server's answer in the form's words; the text as it came when its path is
 * not one the form knows.
 */
export function readableProblem(problem: string, places: ReadonlyMap<string, RequestPlace>): string {
  const match = /^([A-Za-z]\w*(?:\[\d+\])?(?:\.\w+(?:\[\d+\])?)*): (.+)$/s.exec(problem);
  if (!match) return problem;
  const [, path, message] = match as unknown as [string, string, string];
  // The longest part of the path the form knows: 'newMasterKeys[0].lockSets[1]' before 'newMasterKeys[0]'.
  let prefix = path;
  let place = places.get(prefix);
  while (!place && prefix.includes('.')) {
    prefix = prefix.slice(0, prefix.lastIndexOf('.'));
    place = places.get(prefix);
  }
  const rest = place ? path.slice(prefix.length + 1) : path;
  const field = fieldWords(place?.kind ?? 'order', rest);
  const continues = CONTINUES_FIELD.test(message);
  if (!place) {
    if (field === null) return problem;
    return field === '' ? sentence(message) : continues ? `${field} ${message}` : `${field}: ${message}`;
  }
  if (!field) return `${place.words}: ${message}`;
  return continues ? `${place.words}: ${field} ${message}` : `${place.words}, ${field.toLowerCase()}: ${message}`;
}

/** The problems of a refused reorder (400 or 422 `errors`), each in the form's words. */
export function readableProblems(errors: unknown, places: ReadonlyMap<string, RequestPlace>): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter((item): item is string => typeof item === 'string').map((item) => readableProblem(item, places));
}
