/**
 * The one site configuration, validated when first imported (by gatsby-config.ts at
 * startup), so a bad key stops `gatsby develop` and `gatsby build` before anything runs.
 */
import { siteConfigInput } from './site';
import { validateSiteConfig } from './validate';

export const siteConfig = validateSiteConfig(siteConfigInput);
export type { SiteConfig, NavbarItem, FooterLink } from './schema';
