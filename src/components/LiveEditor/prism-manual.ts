/**
 * `@lexical/code` loads prismjs, and Prism, unless told it runs manually, re-highlights every
 * `<code class="language-…">` of the page as soon as it loads. The site's code blocks are
 * highlighted at build time, line by line: Prism's pass would flatten their lines and move
 * every anchor below them. This module must be imported before `@lexical/code` so the flag is
 * set when Prism reads it; the live editor highlights its own code nodes through Lexical.
 */
type PrismGlobal = { Prism?: { manual?: boolean } };

if (typeof window !== 'undefined') {
  const scope = window as unknown as PrismGlobal;
  scope.Prism = Object.assign(scope.Prism ?? {}, { manual: true });
}

export {};
