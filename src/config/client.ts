/**
 * The site configuration for browser code. It is the same object that `./index.ts`
 * validates when Gatsby starts (a bad key stops the build), so the browser bundle skips the
 * validator and its dependencies. The schema has no defaults or transforms, so the input
 * type is the validated type.
 */
import type { SiteConfig } from './schema';
import { siteConfigInput } from './site';

export const siteConfig: SiteConfig = siteConfigInput;
