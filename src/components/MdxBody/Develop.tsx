/**
 * A guide's or post's body in `gatsby develop`'s browser, shown as readers get it: static
 * markup, with the islands mounted into it through the same portals as in production
 * (./Static.tsx). develop serves an empty shell, so the markup cannot be the server's: the
 * whole body renders, with the page's contexts, into an element outside the document, and its
 * markup is copied into the page whenever it changes, a hot update after a save included.
 *
 * It is the body's MDX `wrapper`: MDX hands it the body's content, whose elements give both the
 * markup and the islands (the `Island` elements, src/node/mdx/islands.ts), from one compile.
 */
import React, { cloneElement, isValidElement, useLayoutEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IslandTargetsContext } from '../../contexts/IslandTargets';
import Island from '../Island';
import StaticMdxBody from './Static';

export interface Props {
  path: string;
  className?: string;
  /** The body's content, as MDX gives its wrapper: one element of its content component. */
  children?: ReactNode;
}

/** The islands among the body's elements, outermost only, in document order. */
function islandsIn(node: ReactNode): ReactElement[] {
  if (Array.isArray(node)) return node.flatMap(islandsIn);
  if (!isValidElement(node)) return [];
  if (node.type === Island) return [node];
  return islandsIn((node.props as { children?: ReactNode }).children);
}

/** The body's elements: MDX's content component called for its tree (it calls one hook, `useMDXComponents`). */
function contentTree(children: ReactNode): ReactNode {
  if (!isValidElement(children) || typeof children.type !== 'function') return children;
  return (children.type as (props: object) => ReactNode)(children.props as object);
}

export default function DevelopMdxBody({ path, className, children }: Props) {
  const outside = useMemo(() => document.createElement('div'), []);
  const [html, setHtml] = useState<string | undefined>(undefined);
  const tree = contentTree(children);

  // The whole body's markup, read once it is committed and again after each change.
  useLayoutEffect(() => {
    const copy = () => setHtml(outside.innerHTML);
    copy();
    const observer = new MutationObserver(copy);
    observer.observe(outside, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, [outside]);

  const islands = islandsIn(tree).map((island) => cloneElement(island, { key: (island.props as { index: string }).index }));
  return (
    <>
      {/* Islands render in place here, as on the server: their markers are the islands' targets. */}
      {createPortal(<IslandTargetsContext.Provider value={null}>{tree}</IslandTargetsContext.Provider>, outside)}
      {html !== undefined && (
        <StaticMdxBody path={path} className={className} html={html}>
          {islands}
        </StaticMdxBody>
      )}
    </>
  );
}
