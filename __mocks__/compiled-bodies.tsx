/**
 * src/mdx/compiled-bodies.ts for Jest, which has no webpack `require.context`: a test names the
 * element a body file renders (`setCompiledBody`), and the body renders it at once.
 */
import type { MDXProps } from 'mdx/types';
import React, { type ComponentType } from 'react';

const bodies = new Map<string, React.ReactNode>();

export function setCompiledBody(file: string, content: React.ReactNode): void {
  bodies.set(file, content);
}

const components = new Map<string, ComponentType<MDXProps>>();

/** One component per file, as the real module keeps, so a render does not remount the body. */
export function compiledBody(file: string): ComponentType<MDXProps> {
  let component = components.get(file);
  if (!component) {
    component = function CompiledBody() {
      if (!bodies.has(file)) throw new Error(`No body for ${file}: call setCompiledBody('${file}', <…/>) in the test.`);
      return <>{bodies.get(file)}</>;
    };
    components.set(file, component);
  }
  return component;
}
