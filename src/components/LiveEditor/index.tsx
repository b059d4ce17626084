/**
 * A live Lexical editor for pages and MDX. The editor's code (lexical, @lexical/react and the
 * plugins) is a separate chunk, imported only when the editor comes near the viewport (or the
 * browser has nothing better to do), so pages that show one stay light and their first paint
 * does not wait for it. Until then a frame of exactly the editor's size holds its place, so
 * nothing moves when it arrives.
 */
import React, { Suspense, useEffect, useRef, useState } from 'react';
import * as styles from './styles.module.css';
import {
  DEFAULT_MIN_HEIGHT_REM,
  DEFAULT_PLUGINS,
  FOOTER_HEIGHT_REM,
  JSON_HEIGHT_REM,
  TOOLBAR_HEIGHT_REM,
  type LiveEditorProps,
} from './types';

export type { LiveEditorPlugin } from './types';
export type Props = LiveEditorProps;

const Editor = React.lazy(() => import('./Editor'));

/** Whether to mount the editor yet: once it is within reach of the viewport. */
function useNearViewport(ref: React.RefObject<HTMLElement>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

export function reservedHeightRem(props: LiveEditorProps): number {
  const plugins = props.plugins ?? DEFAULT_PLUGINS;
  const toolbar = (props.mode ?? 'rich-text') === 'rich-text' && plugins.includes('toolbar') ? TOOLBAR_HEIGHT_REM : 0;
  const json = props.showJson ? JSON_HEIGHT_REM : 0;
  return toolbar + (props.minHeightRem ?? DEFAULT_MIN_HEIGHT_REM) + FOOTER_HEIGHT_REM + json;
}

export default function LiveEditor(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const placeholder = (
    <div className={styles.loading} aria-hidden="true">
      Loading the editor…
    </div>
  );
  return (
    <div
      ref={ref}
      className={styles.shell}
      style={{ minHeight: `${reservedHeightRem(props)}rem` } as React.CSSProperties}
      data-live-editor={near ? 'loading-or-ready' : 'waiting'}
    >
      {near ? <Suspense fallback={placeholder}>{<Editor {...props} />}</Suspense> : placeholder}
    </div>
  );
}
