/**
 * src/mdx/compiled-bodies.ts for Jest, which has no webpack `require.context`: a test names the
 * element a body file renders (`setCompiledBody`), and the body renders it at once.
 */
import { useMDXComponents } from '@mdx-js/react';
import type { MDXProps } from 'mdx/types';
import React, { type ComponentType } from 'react';

const bodies = new Map<string, React.ReactNode>();

export function setCompiledBody(file: string, content: React.ReactNode): void {
  bodies.set(file, content);
}

const components = new Map<string, ComponentType<MDXProps>>();

/** The content of a body, as MDX 2 compiles it: a function of its own, which reads the provider's components. */
function CompiledContent({ file }: { file: string }) {
  useMDXComponents();
  if (!bodies.has(file)) throw new Error(`No body for ${file}: call setCompiledBody('${file}', <…/>) in the test.`);
  return <>{bodies.get(file)}</>;
}

/**
 * One component per file, as the real module keeps, so a render does not remount the body. As
 * MDX 2's output does, it hands its content to the provider's `wrapper` when there is one.
 */
export function compiledBody(file: string): ComponentType<MDXProps> {
  let component = components.get(file);
  if (!component) {
    component = function CompiledBody(props: MDXProps) {
      const { wrapper: Wrapper } = useMDXComponents() as { wrapper?: ComponentType<{ children: React.ReactNode }> };
      const content = <CompiledContent file={file} />;
      return Wrapper ? <Wrapper {...props}>{content}</Wrapper> : content;
    };
    components.set(file, component);
  }
  return component;
}
