import React, { useRef } from 'react';
import { useSearchHighlight } from '../../hooks/useSearchHighlight';

export interface Props {
  /** The page's route: marking runs again when it changes. */
  path: string;
}

/**
 * Drop-in for templates: marks the `_highlight` words in the article (or main area) this
 * element sits in. It renders only an empty hidden span, used to find that container.
 */
export default function SearchHighlight({ path }: Props) {
  const anchor = useRef<HTMLSpanElement>(null);
  useSearchHighlight(() => anchor.current?.closest('article') ?? anchor.current?.closest('main') ?? null, path);
  return <span ref={anchor} hidden />;
}
