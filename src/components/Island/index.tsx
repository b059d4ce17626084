/**
 * An interactive part of an MDX body (src/node/mdx/islands.ts wraps each component the MDX
 * source names in one). Rendered with the whole body, it is an element that marks the island's
 * place without affecting the layout; in a body the browser keeps static (src/components/MdxBody)
 * it renders its component into that element of the server's markup, which it replaces once the
 * component is there (an island's component may still be loading: src/mdx/island-components.tsx).
 */
import React, { Suspense, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIslandTargets } from '../../contexts/IslandTargets';

/** The marker takes no box of its own: the island lays out as if it were not there. */
const NO_BOX = { display: 'contents' } as const;

export interface Props {
  /** The island's number in the body, in document order. */
  index: string;
  /** "true" for a component inside a paragraph. */
  inline?: string;
  children: React.ReactNode;
}

/** Marks the element the island's component renders into, among the server's markup. */
const LIVE_ATTRIBUTE = 'data-island-live';

/** Once the island's component has rendered: the server's markup of the island goes. */
function TakeOver({ target }: { target: Element }) {
  useLayoutEffect(() => {
    for (const node of [...target.childNodes]) {
      if (!(node instanceof Element && node.hasAttribute(LIVE_ATTRIBUTE))) node.remove();
    }
  }, [target]);
  return null;
}

export default function Island({ index, inline, children }: Props) {
  const targets = useIslandTargets();
  const Tag = inline === 'true' ? 'span' : 'div';
  if (targets) {
    const target = targets.get(index);
    if (!target) return null;
    return createPortal(
      <Suspense fallback={null}>
        <Tag style={NO_BOX} {...{ [LIVE_ATTRIBUTE]: '' }}>
          {children}
        </Tag>
        <TakeOver target={target} />
      </Suspense>,
      target,
    );
  }
  return (
    <Tag style={NO_BOX} data-island={index}>
      {children}
    </Tag>
  );
}
