import { share } from 'shared-lib';
import { own } from 'plugin-only-lib';
import leftPad from 'left-pad';

export const run = () => leftPad(share(own()), 2);
