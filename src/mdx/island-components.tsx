/**
 * The MDX components of the guides' and posts' bodies in the browser's production bundle, in
 * place of ./body-components.ts there (src/node/config/on-create-webpack-config.ts). A guide's or post's body stays the server's
 * markup in the browser (src/components/MdxBody) and only its islands run, so this map holds
 * the island components alone, each in a chunk of its own that a page loads only when its body
 * has one; the server's markup of an island stays until its component is there.
 */
import type { MDXComponents } from 'mdx/types';
import { lazy } from 'react';
import Island from '../components/Island';

export const STATIC_BODIES = true;

/** Develop's body has no place in the production bundle (./body-components.ts). */
export const DevelopMdxBody = null;
export const BROWSER_MARKUP = false;

export const mdxComponents = {
  Island,
  LiveExample: lazy(() => import(/* webpackChunkName: "island-live-example" */ '../components/LiveExample')),
  LiveEditor: lazy(() => import('../components/LiveEditor')),
  ErrorDecoder: lazy(() => import('../components/ErrorDecoder')),
} as unknown as MDXComponents;
