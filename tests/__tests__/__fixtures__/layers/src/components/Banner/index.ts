import { wrap } from '../../gatsby/wrap';

export const banner = wrap('banner');
