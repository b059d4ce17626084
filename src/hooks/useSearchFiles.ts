/**
 * The URLs of the hashed index and store files. Asking for them is what makes
 * gatsby-plugin-local-search write the files; only the two short URLs reach the page data,
 * the files themselves are fetched when search is first used.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import type { SearchFiles } from '../search/engine';

export function useSearchFiles(): SearchFiles {
  const data = useStaticQuery<Queries.SearchFilesQuery>(graphql`
    query SearchFiles {
      localSearchSite {
        publicIndexURL
        publicStoreURL
      }
    }
  `);
  const indexUrl = data?.localSearchSite?.publicIndexURL ?? '';
  const storeUrl = data?.localSearchSite?.publicStoreURL ?? '';
  return useMemo(() => ({ indexUrl, storeUrl }), [indexUrl, storeUrl]);
}
