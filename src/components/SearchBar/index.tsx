/**
 * The navbar search box. Every page shows it, but few readers use it on a given page, so the
 * first view holds only its field (./Field.tsx); the combobox behind it (./Combobox.tsx, with
 * the search client) loads when the pointer comes over the box, the box gets focus, or mod+k
 * is pressed. What the reader types meanwhile stays in the box and is the combobox's first
 * query; the focus and the caret move over with it.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import type { Initial, Props } from './Combobox';
import SearchField, { isShortcut } from './Field';
import * as styles from './styles.module.css';

const LOAD_FAILED = 'Search is unavailable right now.';

type ComboboxModule = typeof import('./Combobox');

let loaded: ComboboxModule | null = null;
let loading: Promise<ComboboxModule> | null = null;

function loadCombobox(): Promise<ComboboxModule> {
  loading ??= import(/* webpackChunkName: "search-bar" */ './Combobox').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function handOver(input: HTMLInputElement | null): Initial {
  if (!input) return { query: '', focused: false };
  return {
    query: input.value,
    focused: document.activeElement === input,
    selection: [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length],
  };
}

export default function SearchBar({ context = null }: Pick<Props, 'context'>) {
  const [module, setModule] = useState<ComboboxModule | null>(loaded);
  const [failed, setFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${useId()}-list`;

  const load = () => {
    loadCombobox().then(setModule, () => setFailed(true));
  };

  useEffect(() => {
    if (module) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      load();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [module]);

  if (module) {
    // Read by the combobox as it first renders, in the task that replaces the idle box: nothing typed is lost.
    return <module.default context={context} takeOver={() => handOver(inputRef.current)} />;
  }
  return (
    <div className={styles.root} onPointerEnter={load}>
      <SearchField ref={inputRef} aria-expanded={false} aria-controls={listId} onFocus={load} />
      <div className={styles.panel} hidden={!failed}>
        {failed && (
          <p className={styles.message} role="status">
            {LOAD_FAILED}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="Search suggestions" className={styles.list} />
      </div>
    </div>
  );
}
