/** @jest-environment node */
import { extractProdCalls } from '../extract';
import { boxProd, frameProd } from './__fixtures__/builds';

describe('extractProdCalls', () => {
  it('finds the calls of the error function through its binding, not by name', () => {
    // `run(t){return t(5)}` calls a parameter that shares the function's minified name.
    const calls = extractProdCalls(boxProd);
    expect(calls.map((c) => [c.code, c.argCount, c.kind])).toEqual([
      [11, 1, 'error'],
      [12, 3, 'error'],
      [13, 0, 'error'],
    ]);
  });

  it('finds inlined error and warning functions called in place', () => {
    const calls = extractProdCalls(frameProd);
    expect(calls.map((c) => [c.code, c.argCount, c.kind])).toEqual([
      [21, 1, 'error'],
      [22, 1, 'warning'],
      [13, 0, 'error'],
    ]);
  });

  it('reads an ES-module build minified onto one line, through a wrapper that throws what the error function makes', () => {
    // Lexical 0.4x and later: `t` makes the error, `e` throws it, inline copies nest the two.
    const source =
      '/** licence */\nimport{a as r}from"lexical";function t(t,...e){return new Error(`Minified Lexical error #${t}`)}' +
      'function e(e,...n){throw t(e,...n)}function f(n){return n||e(301,n),r(n)}' +
      'function g(n){return n||function(t,...e){throw function(t,...e){return new Error(`Minified Lexical error #${t}`)}(t,...e)}(302),1}' +
      'export{f,g};';
    expect(extractProdCalls(source).map((c) => [c.code, c.argCount, c.kind])).toEqual([
      [301, 1, 'error'],
      [302, 0, 'error'],
    ]);
  });

  it('leaves out a helper module that only exports the error function', () => {
    const source = 'function e(t){return new Error(`Minified Lexical error #${t}`)}export{e as formatProdErrorMessage};';
    expect(extractProdCalls(source)).toEqual([]);
  });
});
