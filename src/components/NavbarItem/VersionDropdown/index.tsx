import React, { useEffect } from 'react';
import { siteConfig } from '../../../config/client';
import { useLocalStorage } from '../../../hooks/useLocalStorage';
import { STORAGE_KEYS } from '../../../shared/storage';
import Dropdown from '../Dropdown';

export interface Props {
  item: { versions?: string[] };
  variant: 'desktop' | 'mobile';
}

/**
 * The docs-version switcher. Data-driven: every version of the configuration (or those the
 * item names) is offered, so a second version needs only configuration. The reader's choice
 * is kept in local storage.
 */
export default function VersionDropdown({ item, variant }: Props) {
  const { versions, currentVersion } = siteConfig.docs;
  const offered = versions.filter((v) => !item.versions || item.versions.includes(v.name));
  const [chosen, setChosen] = useLocalStorage(STORAGE_KEYS.docsVersion, currentVersion);
  useEffect(() => {
    if (chosen && !versions.some((v) => v.name === chosen)) setChosen(currentVersion);
  }, [chosen, versions, currentVersion, setChosen]);
  const current = offered.find((v) => v.name === chosen) ?? offered[0];
  if (!current) return null;
  return (
    <Dropdown
      label={current.label}
      variant={variant}
      items={offered.map((v) => ({
        label: v.label,
        to: `${v.path}/${v.mainDocId}`,
        active: v.name === current.name,
        onSelect: () => setChosen(v.name),
      }))}
    />
  );
}
