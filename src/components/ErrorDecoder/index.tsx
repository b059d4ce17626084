/**
 * The decoder of the error page (content/docs/error.mdx). The code -> message table is a
 * content-hashed JSON file the build derives from the pinned packages (src/node/errors); its URL
 * comes from the `ErrorCodesFile` node (src/contexts/SiteFiles.tsx), and the file is fetched only once this component has
 * mounted, so no other page downloads it; the view that shows it arrives with it, in its own
 * chunk, so the pages that share this component map do not carry it. Everything that depends on the query string renders
 * after the load, which keeps server and client markup identical at hydration.
 */
import { usePageLocation } from '../../contexts/PageLocation';
import { useSiteFiles } from '../../contexts/SiteFiles';
import React, { useCallback } from 'react';
import { useLazyValue } from '../../hooks/useLazyValue';
import type { ErrorCodeTable } from '../../shared/error-codes';
import LoadError from '../LoadError';
import Spinner from '../Spinner';
import * as styles from './styles.module.css';

async function fetchErrorCodeTable(url: string): Promise<ErrorCodeTable> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The error-code table could not be loaded (HTTP ${response.status}).`);
  const table = (await response.json()) as ErrorCodeTable;
  if (!table || !Array.isArray(table.codes)) throw new Error('The error-code table is malformed.');
  return table;
}

export default function ErrorDecoder() {
  const { errorCodesUrl: url } = useSiteFiles();
  const { search } = usePageLocation();
  const load = useCallback(async () => {
    const [table, view] = await Promise.all([fetchErrorCodeTable(url), import('./View')]);
    return { table, View: view.default };
  }, [url]);
  const state = useLazyValue(load);
  return (
    <section className={styles.decoder} aria-label="Error decoder" data-testid="error-decoder">
      {state.status === 'failed' && <LoadError error={state.error} />}
      {state.status === 'loading' && <Spinner />}
      {state.status === 'loaded' && <state.value.View table={state.value.table} search={search} />}
    </section>
  );
}
