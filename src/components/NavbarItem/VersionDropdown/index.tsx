import React, { useEffect } from 'react';
import { siteConfig } from '../../../config/client';
import { usePageLocation } from '../../../contexts/PageLocation';
import { useLocalStorage } from '../../../hooks/useLocalStorage';
import { STORAGE_KEYS } from '../../../shared/storage';
import Dropdown from '../Dropdown';

export interface Props {
  item: { versions?: string[] };
  variant: 'desktop' | 'mobile';
}

/**
 * Where choosing `target` leads from `pathname`: the same page in that version when the reader
 * is on a page of a version (`/docs/concepts/nodes` under `/docs` becomes
 * `<target.path>/concepts/nodes`), otherwise the target's main doc.
 */
function versionTarget(pathname: string, versions: typeof siteConfig.docs.versions, target: (typeof versions)[number]): string {
  const clean = pathname.replace(/\/$/, '');
  const from = [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => clean === v.path || clean.startsWith(`${v.path}/`));
  const rest = from ? clean.slice(from.path.length) : '';
  return rest ? `${target.path}${rest}` : `${target.path}/${target.mainDocId}`;
}

/**
 * The docs-version switcher. Data-driven: every version of the configuration (or those the
 * item names) is offered, so a second version needs only configuration. The reader's choice
 * is kept in local storage.
 */
export default function VersionDropdown({ item, variant }: Props) {
  const { versions, currentVersion } = siteConfig.docs;
  const offered = versions.filter((v) => !item.versions || item.versions.includes(v.name));
  const { pathname } = usePageLocation();
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
        to: versionTarget(pathname, versions, v),
        active: v.name === current.name,
        onSelect: () => setChosen(v.name),
      }))}
    />
  );
}
