import fs from 'node:fs';
import path from 'path';
import leftPad from 'left-pad';
import { helper } from './helper.mjs';

export const value = leftPad(helper(fs.existsSync(path.sep)), 4);
export const later = () => import('@scope/lazy/sub/path');
jest.mock('mocked-but-undeclared');
