/**
 * @lexical/code (and @lexical/markdown, which imports it) loads prismjs, and prismjs, unless
 * told otherwise, re-highlights every `language-*` code block of the page as soon as it loads.
 * The site's code blocks are highlighted at build time, so that would replace their tokens.
 * Prism reads `Prism.manual` from the global when its module is evaluated: import this module
 * before anything that imports @lexical/code, and Prism only highlights when asked.
 */
type PrismGlobal = { Prism?: { manual?: boolean } };

if (typeof window !== 'undefined') {
  const scope = window as unknown as PrismGlobal;
  scope.Prism = scope.Prism ?? {};
  scope.Prism.manual = true;
}

export {};
