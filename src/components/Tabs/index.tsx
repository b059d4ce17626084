/**
 * Tabs as the WAI-ARIA tabs pattern describes them: a tablist of tabs, one panel per tab, the
 * arrow keys (and Home/End) move between tabs and select them, only the selected tab is in
 * the tab order. Every panel is in the server-rendered HTML (hidden ones with `hidden`), so
 * readers without JavaScript and crawlers see all of them.
 */
import React, { useId, useRef, useState } from 'react';
import * as styles from './styles.module.css';

interface TabItem {
  /** Stable id, unique among the tabs. */
  id: string;
  label: string;
  content: React.ReactNode;
}

export interface Props {
  /** Accessible name of the tab list, e.g. "Setup examples". */
  label: string;
  items: readonly TabItem[];
}

export default function Tabs({ label, items }: Props) {
  const base = useId();
  const [selected, setSelected] = useState(items[0]?.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const wrapped = (index + items.length) % items.length;
    setSelected(items[wrapped].id);
    tabs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
