/** The API's types, all inferred from the zod contract (src/contract): zod itself stays out of the bundle. */
export type * from '../contract/types';
