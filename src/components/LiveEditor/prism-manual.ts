/**
 * `@lexical/code` brings Prism, which by default highlights every `language-*` block of the
 * document as soon as it loads. The site's code blocks are highlighted at build time, line by
 * line; Prism redoing them drops that structure, shrinks each block and moves the page under
 * the reader. Prism reads `window.Prism.manual` when it loads, so this module is imported
 * before `@lexical/code`.
 */
const scope = globalThis as typeof globalThis & { Prism?: { manual?: boolean } };
scope.Prism = { ...scope.Prism, manual: true };

export {};
