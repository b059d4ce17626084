/**
 * Every guide's and post's compiled MDX under content/, each in a chunk of its own: webpack's map
 * of them, loaded by src/mdx/compiled-bodies.ts only when a body is rendered from its MDX (on the
 * server, in develop, and in the browser once a body's first island nears the viewport), so a
 * page whose body is static markup never loads the map.
 */
import type { MDXProps } from 'mdx/types';
import type { ComponentType } from 'react';

const files = require.context('../../content', true, /^\.\/(docs|blog)\/.*\.mdx$/, 'lazy');

export function loadMdxFile(file: string): Promise<{ default: ComponentType<MDXProps> }> {
  return files(`./${file}`) as Promise<{ default: ComponentType<MDXProps> }>;
}
