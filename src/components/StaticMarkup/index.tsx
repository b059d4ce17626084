/**
 * Markup that React renders once on the server and never hydrates.
 *
 * The body of an API page is thousands of elements of static text: declarations, signatures
 * and doc comments, with plain links. Hydrating it makes React walk and match every one of
 * those elements on the main thread before the page responds (on the largest module page
 * that was most of the page's blocking time), for no behaviour at all. So when the browser
 * already holds the server's markup for this boundary (its id is in the document when the
 * page first hydrates), the boundary becomes one element whose inner HTML React neither
 * checks nor touches; the children are not rendered in the browser at all. When there is no
 * server markup (a client-side navigation, `gatsby develop`), the children render as usual.
 *
 * Inside, only markup without React behaviour belongs: no state or effects run, and links are
 * plain `<a>` (SiteLink), which src/gatsby/site-links.ts makes navigate inside the app.
 */
import React, { useState } from 'react';

export interface Props {
  /** Unique in the document and stable for the page, e.g. from the page's path. */
  id: string;
  className?: string;
  children: React.ReactNode;
}

/** One object for every render, so React never sees the inner HTML change and never sets it. */
export const KEEP_SERVER_MARKUP = { __html: '' };

function hasServerMarkup(id: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(id) !== null;
}

export default function StaticMarkup({ id, className, children }: Props) {
  // Decided once: the server's markup is there only while the page first hydrates.
  const [keep] = useState(() => hasServerMarkup(id));
  if (keep) return <div id={id} className={className} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
