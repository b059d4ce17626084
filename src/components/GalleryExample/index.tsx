/**
 * A gallery example, running: its chunk (./loaders.ts) is imported when the card mounts this
 * component, that is when the reader opens the card or arrives on its anchor. While it loads
 * the shared Spinner shows, and a failure shows LoadError whose Retry imports it again in place.
 */
import React, { useCallback, useState } from 'react';
import type { GalleryExampleId } from '../../../content/gallery/examples';
import { useLazyValue } from '../../hooks/useLazyValue';
import EditorShell from '../EditorShell';
import LoadError from '../LoadError';
import Spinner from '../Spinner';
import { galleryLoaders } from './loaders';
import * as styles from './styles.module.css';

export interface Props {
  id: GalleryExampleId;
}

export default function GalleryExample({ id }: Props) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is not read: a new function per attempt is what makes useLazyValue load again
  const load = useCallback(() => galleryLoaders[id](), [id, attempt]);
  const state = useLazyValue(load);
  const status = state.status === 'loaded' ? 'ready' : state.status;
  return (
    <EditorShell className={status === 'ready' ? undefined : styles.centred} data-gallery-example={status}>
      {state.status === 'loaded' ? (
        <state.value.default />
      ) : state.status === 'failed' ? (
        <LoadError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Spinner label="Loading the example" />
      )}
    </EditorShell>
  );
}
