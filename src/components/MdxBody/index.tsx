/**
 * The body of an MDX page (a guide, a blog post): its compiled MDX (src/mdx/compiled-bodies.ts).
 * Rendered on the server, and in develop, it is the whole body. In the browser's production
 * bundle the body keeps the server's markup as it is, as the API pages do, and only its islands
 * run (./Static.tsx), from a build of the MDX that holds them alone (src/node/mdx/islands.ts).
 */
import { MDXProvider } from '@mdx-js/react';
import type { MDXComponents } from 'mdx/types';
import React, { Suspense } from 'react';
import { compiledBody } from '../../mdx/compiled-bodies';
import { STATIC_BODIES } from '../../mdx/body-components';
import { MDX_BODY_ATTRIBUTE } from './bodies';
import StaticMdxBody from './Static';

export interface Props {
  /** The page's path: it names the body, whose markup a client-side navigation fetches. */
  path: string;
  /** The body's MDX file, relative to content/ (the page's context names it). */
  file: string;
  className?: string;
  /** The components of the body's Markdown elements and of its islands. */
  components: MDXComponents;
}

export default function MdxBody({ path, file, className, components }: Props) {
  const Body = compiledBody(file);
  const content = (
    <MDXProvider components={components}>
      {/* eslint-disable-next-line react-hooks/static-components -- compiledBody makes one component per file, once, and gives it back every render */}
      <Body />
    </MDXProvider>
  );
  if (STATIC_BODIES) {
    return (
      <StaticMdxBody path={path} className={className}>
        {content}
      </StaticMdxBody>
    );
  }
  const body = (
    <div className={className} {...{ [MDX_BODY_ATTRIBUTE]: path }}>
      {content}
    </div>
  );
  // The server's renderer waits for the body without a Suspense boundary, so the page's markup
  // has none: the browser's static body, which has no boundary either, hydrates with the rest of
  // the page (a boundary would hydrate later, after the page has marked itself hydrated). develop
  // renders in the browser, where the body loads after the page.
  return typeof window === 'undefined' ? body : <Suspense fallback={null}>{body}</Suspense>;
}
