/**
 * The part of markdown-it (a dependency of TypeDoc, which the plugin already needs) that the
 * plugin uses. markdown-it ships no types and @types/markdown-it is not installed.
 */
declare module 'markdown-it' {
  export interface Token {
    type: string;
    tag: string;
    content: string;
    info: string;
    children: Token[] | null;
    attrGet(name: string): string | null;
    attrSet(name: string, value: string): void;
  }
  export interface Options {
    html?: boolean;
  }
  type Rule = (tokens: Token[], index: number, options: Options, env: object, renderer: Renderer) => string;
  export interface Renderer {
    rules: Partial<Record<string, Rule>>;
    renderInline(tokens: Token[], options: Options, env: object): string;
    renderToken(tokens: Token[], index: number, options: Options): string;
  }
  export default class MarkdownIt {
    constructor(options?: Options);
    options: Options;
    parse(src: string, env: object): Token[];
    renderer: Renderer;
  }
}
