export { validTreeArbitrary } from './tree-arbitrary.ts';
export { expectSameVerdicts } from './same-verdicts.ts';
