/**
 * The compiled MDX of every guide and post, by its file under content/ (`docs/intro.mdx`), each
 * loaded when a page renders it (./mdx-files.ts). The guides and posts share one page component
 * per kind (src/templates/doc.tsx, blog-post.tsx), and the page names its body in its context.
 * Had each body been a page component of its own (gatsby-plugin-mdx's `?__contentFilePath=`),
 * every page's first view would carry a loader for each of them in Gatsby's map of page
 * components, growing with every guide written.
 *
 * On the server the body renders in full (the renderer waits for it); in the browser's
 * production bundle each file compiles to its islands alone (src/node/config/mdx-loaders.ts),
 * loaded once a body's first island nears the viewport (src/components/MdxBody/Static.tsx).
 */
import type { MDXProps } from 'mdx/types';
import { type ComponentType, lazy } from 'react';

const bodies = new Map<string, ComponentType<MDXProps>>();

/** The body of `file` (relative to content/), as a component that suspends until it is loaded. */
export function compiledBody(file: string): ComponentType<MDXProps> {
  let body = bodies.get(file);
  if (!body) {
    body = lazy(() => import(/* webpackChunkName: "mdx-files" */ './mdx-files').then(({ loadMdxFile }) => loadMdxFile(file)));
    bodies.set(file, body);
  }
  return body;
}
