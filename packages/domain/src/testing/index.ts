export { validTreeArbitrary } from './tree-arbitrary.ts';
