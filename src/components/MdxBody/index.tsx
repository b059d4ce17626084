/**
 * The body of an MDX page (a guide, a blog post). Rendered on the server, and in develop, it is
 * the compiled MDX. In the browser's production bundle the body's module holds only its
 * islands (src/node/mdx/islands.ts), marked `staticIslands`: then the body keeps the server's
 * markup as it is, as the API pages do, and only the islands run (./Static.tsx).
 */
import { MDXProvider } from '@mdx-js/react';
import type { MDXComponents } from 'mdx/types';
import React from 'react';
import { MDX_BODY_ATTRIBUTE } from './bodies';
import StaticMdxBody from './Static';

export interface Props {
  /** The page's path: it names the body, whose markup a client-side navigation fetches. */
  path: string;
  className?: string;
  /** The components of the body's Markdown elements and of its islands. */
  components: MDXComponents;
  /** The MDX content element gatsby-plugin-mdx passes to the page's template. */
  children: React.ReactNode;
}

/** Whether the content is the browser's build of the body, with its islands alone. */
function isStatic(children: React.ReactNode): boolean {
  return React.isValidElement(children) && (children.type as { staticIslands?: boolean }).staticIslands === true;
}

export default function MdxBody({ path, className, components, children }: Props) {
  const content = <MDXProvider components={components}>{children}</MDXProvider>;
  if (isStatic(children)) {
    return (
      <StaticMdxBody path={path} className={className}>
        {content}
      </StaticMdxBody>
    );
  }
  return (
    <div className={className} {...{ [MDX_BODY_ATTRIBUTE]: path }}>
      {content}
    </div>
  );
}
