/** Checked before a value reaches a uuid cast (which would be a 500); the pattern is the shared contract's one copy. */
export { isUuid } from '@oversight/shared/ids';
