/**
 * An interactive part of an MDX body (src/node/mdx/islands.ts wraps each component the MDX
 * source names in one). Rendered with the whole body, it is an element that marks the island's
 * place without affecting the layout; in a body the browser keeps static (src/components/MdxBody)
 * it renders its component into that element of the server's markup.
 */
import React from 'react';
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

export default function Island({ index, inline, children }: Props) {
  const targets = useIslandTargets();
  if (targets) {
    const target = targets.get(index);
    return target ? createPortal(children, target) : null;
  }
  const Tag = inline === 'true' ? 'span' : 'div';
  return (
    <Tag style={NO_BOX} data-island={index}>
      {children}
    </Tag>
  );
}
