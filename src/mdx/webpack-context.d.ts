/** webpack's `require.context` in lazy mode, as src/mdx/mdx-files.ts uses it. */
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp, mode: 'lazy'): (request: string) => Promise<unknown>;
  }
}
