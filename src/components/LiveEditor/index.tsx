/**
 * A live Lexical editor for pages and MDX. The editor's code (lexical, @lexical/react and the
 * plugins) is a separate chunk, `live-editor` (and `live-editor-collab` for the Yjs example),
 * imported only when the editor scrolls near the viewport, so pages that show one stay light
 * and their first paint does not wait for it. Until then a frame of exactly the editor's size
 * holds its place (both when narrow and when wide, through a container query), so nothing
 * moves when it arrives.
 *
 * Loading looks as it does everywhere on the site: the delayed Spinner while the chunk
 * loads, and the red LoadError box when it fails, whose Retry reloads the page (a chunk that
 * failed once usually means a new deploy, whose page and chunks belong together). React.lazy is
 * not used: its failures would throw to the page's error boundary.
 */
import React, { useRef } from 'react';
import { useLazyValue } from '../../hooks/useLazyValue';
import { useNearViewport } from '../../hooks/useNearViewport';
import EditorShell from '../EditorShell';
import LoadError from '../LoadError';
import Spinner from '../Spinner';
import * as styles from './styles.module.css';
import { reservedHeightsRem, type LiveEditorProps } from '../../shared/live-editor';

type EditorModule = { default: React.ComponentType<LiveEditorProps> };

const loadEditor = (): Promise<EditorModule> => import(/* webpackChunkName: "live-editor" */ './Editor');
const loadCollab = (): Promise<EditorModule> => import(/* webpackChunkName: "live-editor-collab" */ './Collab');

export default function LiveEditor(props: LiveEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  // The editor's chunk loads once the frame is near the viewport.
  const state = useLazyValue(props.collaboration ? loadCollab : loadEditor, near);
  const { stacked, wide } = reservedHeightsRem(props);
  const status = !near ? 'waiting' : state.status === 'loaded' ? 'ready' : state.status;
  let content: React.ReactNode;
  if (!near) content = <div className={styles.waiting} aria-hidden="true" />;
  else if (state.status === 'failed') content = <LoadError error={state.error} />;
  else if (state.status === 'loading') content = <Spinner label="Loading the editor" />;
  else content = <state.value.default {...props} />;
  return (
    <EditorShell ref={ref} data-live-editor={status}>
      <div
        className={`${styles.frame} ${status === 'ready' ? '' : styles.centred}`}
        style={{ '--reserved-stacked': `${stacked}rem`, '--reserved-wide': `${wide}rem` } as React.CSSProperties}
      >
        {content}
      </div>
    </EditorShell>
  );
}
