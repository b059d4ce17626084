import React, { useEffect, useId, useRef, useState } from 'react';
import NavLinkItem, { type LinkLike } from '../Link';
import * as styles from './styles.module.css';

export interface Props {
  label: string;
  items: readonly (LinkLike & { active?: boolean; onSelect?: () => void })[];
  variant: 'desktop' | 'mobile';
}

/**
 * A navbar dropdown. Opens on hover and on click; by keyboard, Enter, Space or ArrowDown opens
 * it and focuses the first item, arrows move, Escape closes it (giving focus back to the button
 * when focus was inside), however it was opened.
 */
export default function Dropdown({ label, items, variant }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it wherever focus is (the menu's own keys handle it inside): a menu opened
    // by hovering has no focus in it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKey = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };
  const onMenuKey = (event: React.KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Escape') {
      // Handled here so a menu around this one (the mobile menu) does not close too.
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div
      ref={root}
      className={`${styles.dropdown} ${variant === 'mobile' ? styles.mobile : ''}`}
      onMouseEnter={variant === 'desktop' ? () => setOpen(true) : undefined}
      onMouseLeave={variant === 'desktop' ? () => setOpen(false) : undefined}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        // A mouse on a desktop navbar has already opened it by hovering: a click keeps it open.
        onClick={(event) => (variant === 'desktop' && event.detail > 0 ? setOpen(true) : setOpen((o) => !o))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      <ul id={id} role="menu" aria-label={label} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        {items.map((item) => (
          <li key={item.label} role="none">
            <NavLinkItem
              item={item}
              variant="mobile"
              role="menuitem"
              active={item.active}
              className={styles.item}
              onClick={() => {
                item.onSelect?.();
                setOpen(false);
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
