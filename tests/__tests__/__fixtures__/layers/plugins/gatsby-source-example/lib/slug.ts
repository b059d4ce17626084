import { slugOf } from '../../../src/shared/slug';

export const pluginSlug = (name: string): string => slugOf(name);
