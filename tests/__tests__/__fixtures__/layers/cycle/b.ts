import type { A } from './a';

export type B = { a?: A };
