import { pluginSlug } from '../plugins/gatsby-source-example';

export const viaEntry = pluginSlug('A');
