/** @jest-environment node */
import { extractDevCalls, extractProdCalls } from '../extract';
import { boxDev, boxProd, frameProd } from './__fixtures__/builds';

describe('extractDevCalls', () => {
  it('reads each message with its values as %s, in file order', () => {
    const calls = extractDevCalls(boxDev);
    expect(calls.map((c) => [c.message, c.argCount, c.owner])).toEqual([
      ['Expected a BoxNode', 0, '$assertBox'],
      ['BoxNode.getChild: no child with key %s', 1, 'getChild'],
      ['BoxNode.setWidth: width %s is negative', 1, 'setWidth'],
      ['BoxNode.splice: %s + %s > %s', 3, 'splice'],
    ]);
  });

  it('describes arguments with local names erased', () => {
    const splice = extractDevCalls(boxDev)[3];
    expect(splice.argShapes).toEqual(['_', '_', 'this.__size']);
    expect(splice.before).toEqual(expect.arrayContaining(['.__size']));
  });
});

describe('extractProdCalls', () => {
  it('finds the calls of the error function through its binding, not by name', () => {
    // `run(t){return t(5)}` calls a parameter that shares the function's minified name.
    const calls = extractProdCalls(boxProd);
    expect(calls.map((c) => [c.code, c.argCount, c.owner, c.kind])).toEqual([
      [11, 1, 'getChild', 'error'],
      [12, 3, 'splice', 'error'],
      [13, 0, '$assertBox', 'error'],
    ]);
    expect(calls[1].argShapes).toEqual(['_', '_', 'this.__size']);
  });

  it('finds inlined error and warning functions called in place', () => {
    const calls = extractProdCalls(frameProd);
    expect(calls.map((c) => [c.code, c.argCount, c.owner, c.kind])).toEqual([
      [21, 1, 'useFrame', 'error'],
      [22, 1, '$clampOffset', 'warning'],
      [13, 0, '$clampOffset', 'error'],
    ]);
    // The inline function's own text (the URL, console.warn) is not context.
    expect(calls[1].before).not.toContain("'https://lexical.dev/docs/error'");
  });
});
