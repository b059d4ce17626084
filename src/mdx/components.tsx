/**
 * The one map from Markdown elements to React components, used by every MDX page.
 * `admonition`, `codeblock` and `diagram` are the elements the remark plugin (src/node/mdx)
 * makes of `:::note` blocks, of fenced code highlighted at build time (with the Lexical
 * identifiers of typed samples marked, see CodeSample) and of mermaid fences. `LiveExample` (a
 * named, lazily loaded live editor), `ErrorDecoder` and, in blog posts, `LiveEditor` are the
 * components pages use without importing them. `Island` marks each component the MDX source
 * names (src/node/mdx/islands.ts). The browser's production bundle takes ./island-components.tsx
 * instead, with the islands alone.
 */
import type { MDXComponents } from 'mdx/types';
import React from 'react';
import Admonition from '../components/Admonition';
import CodeSample from '../components/CodeSample';
import Diagram from '../components/Diagram';
import ErrorDecoder from '../components/ErrorDecoder';
import Heading from '../components/Heading';
import Island from '../components/Island';
import LiveEditor from '../components/LiveEditor';
import LiveExample from '../components/LiveExample';

type HeadingProps = React.HTMLAttributes<HTMLHeadingElement>;

export const mdxComponents = {
  h2: (props: HeadingProps) => <Heading as="h2" {...props} />,
  h3: (props: HeadingProps) => <Heading as="h3" {...props} />,
  h4: (props: HeadingProps) => <Heading as="h4" {...props} />,
  h5: (props: HeadingProps) => <Heading as="h5" {...props} />,
  h6: (props: HeadingProps) => <Heading as="h6" {...props} />,
  codeblock: CodeSample,
  diagram: Diagram,
  LiveExample,
  admonition: Admonition,
  ErrorDecoder,
  LiveEditor,
  Island,
} as unknown as MDXComponents;
