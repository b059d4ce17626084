import React from 'react';
import { usePageLocation } from '../../../contexts/PageLocation';
import * as styles from '../styles.module.css';
import SiteLink from '../../SiteLink';

export interface LinkLike {
  label: string;
  to?: string;
  href?: string;
  activeBasePath?: string;
  ariaLabel?: string;
}

export interface Props {
  item: LinkLike;
  variant: 'desktop' | 'mobile';
  /** Overrides the active state derived from the path. */
  active?: boolean;
  className?: string;
  role?: string;
  onClick?: () => void;
}

function ExternalIcon() {
  return (
    <svg className={styles.external} viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}

/** A navbar link: inside the site (`to`, highlighted when active) or external (`href`). */
export default function NavLinkItem({ item, variant, active, className, role, onClick }: Props) {
  const { pathname } = usePageLocation();
  const classes = `${styles.link} ${variant === 'mobile' ? styles.mobile : ''} ${className ?? ''}`;
  if (item.href) {
    return (
      <a className={classes} href={item.href} rel="noopener noreferrer" aria-label={item.ariaLabel} role={role} onClick={onClick}>
        {item.label}
        <ExternalIcon />
      </a>
    );
  }
  const to = item.to ?? '/';
  const base = item.activeBasePath ?? to;
  const isActive = active ?? (pathname === to || pathname.startsWith(`${base.replace(/\/$/, '')}/`));
  return (
    <SiteLink
      className={`${classes} ${isActive ? styles.active : ''}`}
      to={to}
      current={isActive}
      aria-label={item.ariaLabel}
      role={role}
      onClick={onClick}
    >
      {item.label}
    </SiteLink>
  );
}
