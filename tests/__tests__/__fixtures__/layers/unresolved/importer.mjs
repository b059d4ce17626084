import { helper } from './missing.mjs';

export const value = helper();
