/**
 * An interactive part of an MDX body (src/node/mdx/islands.ts wraps each component the MDX
 * source names in one). Rendered with the whole body, it is an element that marks the island's
 * place without affecting the layout; in a body the browser keeps static (src/components/MdxBody)
 * it renders its component into that element of the server's markup once the element comes
 * within reach of the viewport, and replaces that markup once the component is there (an
 * island's component may still be loading: src/mdx/island-components.tsx).
 */
import React, { Suspense, useLayoutEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useIslandTargets } from '../../contexts/IslandTargets';
import { useNearViewport } from '../../hooks/useNearViewport';

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

/** An island of a static body: its component renders once its place comes within reach of the viewport. */
function StaticIsland({ target, Tag, children }: { target: Element; Tag: 'span' | 'div'; children: React.ReactNode }) {
  // The marker takes no box, so its place is its first element, or else its parent's.
  const place = useMemo(() => ({ current: target.firstElementChild ?? target.parentElement }), [target]);
  if (!useNearViewport(place)) return null;
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

export default function Island({ index, inline, children }: Props) {
  const targets = useIslandTargets();
  const Tag = inline === 'true' ? 'span' : 'div';
  if (targets) {
    const target = targets.get(index);
    return target ? (
      <StaticIsland target={target} Tag={Tag}>
        {children}
      </StaticIsland>
    ) : null;
  }
  return (
    <Tag style={NO_BOX} data-island={index}>
      {children}
    </Tag>
  );
}
