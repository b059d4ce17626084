import { pluginSlug } from '../plugins/gatsby-source-example/lib/slug';

export const reachedIn = pluginSlug('A');
