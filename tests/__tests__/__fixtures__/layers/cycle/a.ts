import type { B } from './b';

export type A = { b?: B };
