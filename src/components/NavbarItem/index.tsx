import React from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../config/schema';
import { useDocsSidebar } from '../../contexts/DocsSidebar';
import { useSidebarHomes } from '../../hooks/useSidebarHomes';
import Dropdown from './Dropdown';
import NavLinkItem from './Link';
import SearchBar from '../SearchBar';
import VersionDropdown from './VersionDropdown';
import * as styles from './styles.module.css';

export interface Props {
  item: NavbarItemConfig;
  /** 'mobile' lays the item out for the mobile menu. */
  variant: 'desktop' | 'mobile';
}

interface BoundaryState {
  failed: boolean;
}

/** One navbar item that fails to render leaves a message and the rest of the navbar intact. */
class ItemBoundary extends React.Component<{ children: React.ReactNode; label: string }, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error(`The navbar item "${this.props.label}" could not render:`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <span className={styles.failed} role="status">
        This navbar item could not be shown: please check the navbar config (src/config/site.ts).
      </span>
    );
  }
}

/** Leads to the first page of a sidebar; highlighted on every page of that sidebar. */
function DocSidebarItem({ item, variant }: { item: { label: string; sidebarId: string }; variant: Props['variant'] }) {
  const homes = useSidebarHomes();
  const current = useDocsSidebar();
  const to = homes[item.sidebarId];
  if (!to) return null;
  return <NavLinkItem item={{ label: item.label, to }} variant={variant} active={current?.name === item.sidebarId} />;
}

function Item({ item, variant }: Props) {
  switch (item.type) {
    case 'link':
      return <NavLinkItem item={item} variant={variant} />;
    case 'docSidebar':
      return <DocSidebarItem item={item} variant={variant} />;
    case 'dropdown':
      return <Dropdown label={item.label} items={item.items} variant={variant} />;
    case 'docsVersionDropdown':
      return <VersionDropdown item={item} variant={variant} />;
    case 'search':
      return <SearchBar />;
  }
}

/** Renders a navbar item of the site configuration by its type. */
export default function NavbarItem({ item, variant }: Props) {
  const label = 'label' in item ? item.label : item.type;
  return (
    <ItemBoundary label={label}>
      <Item item={item} variant={variant} />
    </ItemBoundary>
  );
}
