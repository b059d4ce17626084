import React, { useEffect, useState } from 'react';
import { siteConfig } from '../../config/client';
import { redirectsDisabled } from '../../shared/storage';
import * as styles from './styles.module.css';

/** Offers the internal version of a page to readers who can reach it (off unless configured). */
export default function InternalDocsBanner({ pathname }: { pathname: string }) {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!siteConfig.internalDocs || redirectsDisabled(window.location.search)) return undefined;
    let live = true;
    const config = siteConfig.internalDocs;
    // Loaded only where internal docs are configured. findInternalDocs never rejects: any
    // failure means there is no internal copy.
    void import(/* webpackChunkName: "internal-docs" */ '../../embed/internal-docs')
      .then(({ findInternalDocs }) => findInternalDocs(config, pathname))
      .then(
        (url) => live && setTarget(url),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [pathname]);
  if (!target) return null;
  return (
    <div className={styles.banner} role="note">
      This page has an internal version: <a href={target}>open the internal docs</a>.
    </div>
  );
}
