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
});
