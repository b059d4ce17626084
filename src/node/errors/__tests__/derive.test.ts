/** @jest-environment node */
import { formatErrorMessage } from '../../../shared/error-codes';
import { deriveErrorCodes, ErrorCodeInconsistency, parseOfficialTable } from '../derive';
import { boxProd, frameProd, mismatchProd, official, unknownProd } from './__fixtures__/builds';

const box = { packageName: '@lexical/box', prodFile: '@lexical/box/LexicalBox.prod.js', source: boxProd };
const frame = { packageName: '@lexical/frame', prodFile: '@lexical/frame/LexicalFrame.prod.js', source: frameProd };

describe('deriveErrorCodes', () => {
  it('keeps every code of the official table, with the packages that throw each', () => {
    const { table, thrown } = deriveErrorCodes(official, [box, frame], '0.35.0');
    expect(table.version).toBe('0.35.0');
    expect(table.codes.map((entry) => [entry.code, entry.message])).toEqual([...official.entries()]);
    expect(table.codes.find((entry) => entry.code === 13)?.packages).toEqual(['@lexical/box', '@lexical/frame']);
    expect(table.codes.find((entry) => entry.code === 22)?.kind).toBe('warning');
    expect(thrown).toBe(5);
  });

  it('marks a code no production build throws as one of an earlier release', () => {
    const { table } = deriveErrorCodes(official, [box, frame], '0.35.0');
    expect(table.codes.find((entry) => entry.code === 9)).toEqual({
      code: 9,
      message: 'An error of an earlier release',
      kind: 'error',
      thrown: false,
      packages: [],
    });
    expect(table.codes.find((entry) => entry.code === 11)?.thrown).toBe(true);
  });

  it('matches calls to messages by number, whatever their order in the build', () => {
    // The minifier can swap the branches of an if/else: the same codes in the other order.
    const swapped = { ...box, source: boxProd.replace('t(11,e)', 't(@@,e)').replace('t(13)', 't(11,n)').replace('t(@@,e)', 't(13)') };
    const { table } = deriveErrorCodes(official, [swapped], '0.35.0');
    expect(table.codes.find((entry) => entry.code === 11)?.message).toBe('BoxNode.getChild: no child with key %s');
    expect(table.codes.find((entry) => entry.code === 13)?.message).toBe('Expected a BoxNode');
  });

  it('substitutes the values of a link into a message', () => {
    const { table } = deriveErrorCodes(official, [box], '0.35.0');
    expect(formatErrorMessage(table.codes.find((entry) => entry.code === 12)?.message ?? '', ['2', '5', '6'])).toBe(
      'BoxNode.splice: 2 + 5 > 6',
    );
  });

  it('fails, naming the package and the code, when a build throws a code the table lacks', () => {
    const unknown = { packageName: '@lexical/odd', prodFile: '@lexical/odd/LexicalOdd.prod.js', source: unknownProd };
    expect(() => deriveErrorCodes(official, [box, unknown], '0.35.0')).toThrow(ErrorCodeInconsistency);
    expect(() => deriveErrorCodes(official, [box, unknown], '0.35.0')).toThrow(
      /code 404 thrown by @lexical\/odd \(@lexical\/odd\/LexicalOdd\.prod\.js:1\): the official table has no such code/,
    );
  });

  it('fails when a call passes more values than the message takes', () => {
    const mismatch = { packageName: '@lexical/bad', prodFile: '@lexical/bad/LexicalBad.prod.js', source: mismatchProd };
    expect(() => deriveErrorCodes(official, [box, mismatch], '0.35.0')).toThrow(
      /code 11 thrown by @lexical\/bad .*takes 1 value\(s\) but the production call passes 2/,
    );
  });
});

describe('parseOfficialTable', () => {
  it('reads code -> message and rejects anything else, naming the file', () => {
    expect(parseOfficialTable({ '0': 'a', '12': 'b %s' }, 't.json')).toEqual(
      new Map([
        [0, 'a'],
        [12, 'b %s'],
      ]),
    );
    expect(() => parseOfficialTable({ x: 'a' }, 't.json')).toThrow(/t\.json: entry "x"/);
    expect(() => parseOfficialTable([], 't.json')).toThrow(/t\.json: expected an object/);
  });
});
