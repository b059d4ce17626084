import type { GatsbyNode } from 'gatsby';
import { loadSiteConfig } from '../../config';
import { onPreInit as featuresOnPreInit } from '../features';

/** Validates the site configuration before any other step, reporting every bad key, then starts the features' first steps. */
export const onPreInit: GatsbyNode['onPreInit'] = (args) => {
  try {
    loadSiteConfig();
  } catch (error) {
    args.reporter.panic((error as Error).message);
  }
  featuresOnPreInit(args);
};
