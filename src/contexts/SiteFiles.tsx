/**
 * The content-hashed files the browser fetches only when a reader needs them: the search index
 * and store, and the error-code table of the error page. Their URLs come from one static query
 * at the root of every page (the root wrapper renders this provider).
 *
 * The query lives at the root on purpose. Gatsby decides which pages load a static query's
 * result by following webpack's module graph from the query's module up to the page
 * components, and `gatsby develop` compiles a page component only when a page first asks for
 * it (src/node/config/on-create-webpack-config.ts). A query inside a page component would be
 * unknown to Gatsby when that page first renders; a query reached from the root belongs to
 * every page from the start.
 */
import { graphql, useStaticQuery } from 'gatsby';
import React, { useMemo } from 'react';
import { requiredContext } from './required-context';

export interface SiteFiles {
  searchIndexUrl: string;
  searchStoreUrl: string;
  errorCodesUrl: string;
}

const [Provider, useSiteFiles] = requiredContext<SiteFiles>('useSiteFiles', 'SiteFilesProvider');
export { useSiteFiles };

export function SiteFilesProvider({ children }: { children: React.ReactNode }) {
  const data = useStaticQuery<Queries.SiteFilesQuery>(graphql`
    query SiteFiles {
      searchIndex {
        indexUrl
        storeUrl
      }
      errorCodesFile {
        url
      }
    }
  `);
  const searchIndexUrl = data?.searchIndex?.indexUrl ?? '';
  const searchStoreUrl = data?.searchIndex?.storeUrl ?? '';
  const errorCodesUrl = data?.errorCodesFile?.url ?? '';
  const value = useMemo(() => ({ searchIndexUrl, searchStoreUrl, errorCodesUrl }), [searchIndexUrl, searchStoreUrl, errorCodesUrl]);
  return <Provider value={value}>{children}</Provider>;
}
