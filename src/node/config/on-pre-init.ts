import type { GatsbyNode } from 'gatsby';
import { loadSiteConfig } from '../../config';

/** Validates the site configuration before any other step, reporting every bad key. */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    loadSiteConfig();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};
