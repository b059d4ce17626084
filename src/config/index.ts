/**
 * The one site configuration for build-time code, validated on first use. gatsby-node's
 * onPreInit asks for it before anything else runs, so a bad key stops `gatsby develop` and
 * `gatsby build` at once with the list of problems (see src/node/config/on-pre-init.ts).
 */
import type { SiteConfig } from './schema';
import { siteConfigInput } from './site';
import { validateSiteConfig } from './validate';

let validated: SiteConfig | null = null;

export function loadSiteConfig(): SiteConfig {
  validated ??= validateSiteConfig(siteConfigInput);
  return validated;
}

export type { SiteConfig } from './schema';
