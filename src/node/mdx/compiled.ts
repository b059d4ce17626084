/**
 * Each doc's MDX as the sourcing compiled it (src/node/docs/on-create-node.ts), kept in this
 * process for webpack's MDX loader (./compiled-loader.cjs): the HTML renderer of a build and the
 * pages of `gatsby develop` then take the same body's compiled code instead of compiling it a
 * second time. Both compiles run gatsby-plugin-mdx's with the plugin's options, so the code is
 * the same; an entry is used only for the very body it was compiled from.
 */
const compiled = new Map<string, { body: string; code: string }>();

export function keepCompiledBody(absolutePath: string, body: string, code: string): void {
  compiled.set(absolutePath, { body, code });
}

/** The kept code of this file's body, or undefined when the body is not the one compiled. */
export function compiledBody(absolutePath: string, body: string): string | undefined {
  const kept = compiled.get(absolutePath);
  return kept?.body === body ? kept.code : undefined;
}
