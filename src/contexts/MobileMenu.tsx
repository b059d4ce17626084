/**
 * Whether the mobile menu is open, and which of its panels shows: the navbar items
 * (primary) or the docs sidebar (secondary). Shared by the hamburger button, the menu
 * itself and the docs shell. It closes on navigation, on Escape and when the window grows
 * past the desktop breakpoint.
 */
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { DESKTOP_BREAKPOINT_PX } from '../shared/storage';
import { requiredContext } from './required-context';

interface MobileMenuValue {
  open: boolean;
  panel: 'primary' | 'secondary';
  setOpen: (open: boolean) => void;
  setPanel: (panel: 'primary' | 'secondary') => void;
}

const [Provider, useMobileMenu] = requiredContext<MobileMenuValue>('useMobileMenu', 'MobileMenuProvider');
export { useMobileMenu };

export function MobileMenuProvider({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  const [open, setOpenState] = useState(false);
  const [panel, setPanel] = useState<'primary' | 'secondary'>('secondary');
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    if (next) setPanel('secondary');
  }, []);

  useEffect(() => setOpenState(false), [pathname]);
  useEffect(() => {
    if (isDesktop) setOpenState(false);
  }, [isDesktop]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenState(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const value = useMemo(() => ({ open, panel, setOpen, setPanel }), [open, panel, setOpen]);
  return <Provider value={value}>{children}</Provider>;
}
