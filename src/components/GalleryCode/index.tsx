/**
 * The source of a gallery example: the files it runs, highlighted at build time and fetched
 * from their static JSON file only when the reader asks for them. One tab per file (a single
 * file needs no tabs), each a CodeBlock with its path as the title and a copy button.
 */
import React, { useCallback, useState } from 'react';
import type { GalleryCode as GalleryCodeData } from '../../shared/gallery-code';
import { useLazyValue } from '../../hooks/useLazyValue';
import CodeBlock from '../CodeBlock';
import LoadError from '../LoadError';
import Spinner from '../Spinner';
import Tabs from '../Tabs';
import * as styles from './styles.module.css';

export interface Props {
  /** The example's title, for the tab list's name. */
  title: string;
  /** The URL of the example's code file (its GalleryExampleCode node's `url`). */
  url: string;
}

async function fetchCode(url: string): Promise<GalleryCodeData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
  return (await response.json()) as GalleryCodeData;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export default function GalleryCode({ title, url }: Props) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is not read: a new function per attempt is what makes useLazyValue load again
  const load = useCallback(() => fetchCode(url), [url, attempt]);
  const state = useLazyValue(load);
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading the code" />
      </div>
    );
  }
  const blocks = state.value.files.map((file) => ({
    id: file.path,
    label: fileName(file.path),
    content: <CodeBlock language={file.language} code={file.code} title={file.path} html={file.html} />,
  }));
  return (
    <div className={styles.code} data-gallery-code="">
      {blocks.length === 1 ? blocks[0].content : <Tabs label={`Files of ${title}`} items={blocks} />}
    </div>
  );
}
