import React from 'react';
import { useDocsSidebar } from '../../../contexts/DocsSidebar';
import { useSidebarHomes } from '../../../hooks/useSidebarHomes';
import NavLinkItem from '../Link';

export interface Props {
  item: { label: string; sidebarId: string };
  variant: 'desktop' | 'mobile';
}

/** Leads to the first page of a sidebar; highlighted on every page of that sidebar. */
export default function DocSidebarItem({ item, variant }: Props) {
  const homes = useSidebarHomes();
  const current = useDocsSidebar();
  const to = homes[item.sidebarId];
  if (!to) return null;
  return <NavLinkItem item={{ label: item.label, to }} variant={variant} active={current?.name === item.sidebarId} />;
}
