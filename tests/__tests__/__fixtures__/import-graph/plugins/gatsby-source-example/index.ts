export { pluginSlug } from './lib/slug';
