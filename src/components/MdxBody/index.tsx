/**
 * The body of an MDX page (a guide, a blog post): its compiled MDX (src/mdx/compiled-bodies.ts),
 * rendered once by the same components everywhere, and static wherever it reaches a reader:
 * - on the server it renders whole, into the page's HTML;
 * - in the browser's production bundle it keeps the server's markup, or the body's own file
 *   after a client-side navigation, and only its islands run (./Static.tsx), from a build of
 *   the MDX that holds them alone (src/node/mdx/islands.ts);
 * - in `gatsby develop`'s browser, which has no server markup, it makes the same static markup
 *   from the whole body and runs its islands in it the same way (./Develop.tsx).
 */
import { MDXProvider } from '@mdx-js/react';
import type { MDXComponents } from 'mdx/types';
import React, { Suspense, useMemo } from 'react';
import { compiledBody } from '../../mdx/compiled-bodies';
import { BROWSER_MARKUP, DevelopMdxBody, STATIC_BODIES } from '../../mdx/body-components';
import { MDX_BODY_ATTRIBUTE } from '../../shared/bodies';
import StaticMdxBody from './Static';

export interface Props {
  /** The page's route: it names the body, whose file a client-side navigation fetches. */
  path: string;
  /** The body's MDX file, relative to content/ (the page's context names it). */
  file: string;
  className?: string;
  /** The components of the body's Markdown elements and of its islands. */
  components: MDXComponents;
}

export default function MdxBody({ path, file, className, components }: Props) {
  const Body = compiledBody(file);
  const withWrapper = useMemo(
    () =>
      BROWSER_MARKUP && DevelopMdxBody
        ? { ...components, wrapper: (props: object) => <DevelopMdxBody {...props} path={path} className={className} /> }
        : components,
    [components, path, className],
  );
  const content = (
    <MDXProvider components={withWrapper}>
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
  // develop: the body loads after the page.
  if (BROWSER_MARKUP) return <Suspense fallback={null}>{content}</Suspense>;
  // The server's renderer waits for the body without a Suspense boundary, so the page's markup
  // has none: the browser's static body, which has no boundary either, hydrates with the rest
  // of the page (a boundary would hydrate later, after the page has marked itself hydrated).
  return (
    <div className={className} {...{ [MDX_BODY_ATTRIBUTE]: path }}>
      {content}
    </div>
  );
}
